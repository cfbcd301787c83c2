import { describe, expect, it } from "vitest";
import { signupMessages } from "./messages";
import { signupRequestSchema } from "./signup";
import { validateSignupForm } from "./signup-form";

const empty = { email: "", role: "", housing: "" };

describe("validateSignupForm", () => {
  it("asks for an email first, then a valid one", () => {
    expect(validateSignupForm(empty, "footer")).toEqual({ email: "Email is required" });
    expect(validateSignupForm({ ...empty, email: "   " }, "footer")).toEqual({ email: "Email is required" });
    for (const bad of ["student", "a@b", "a b@c.d", "@b.co", "a@.co", "a@b."]) {
      expect(validateSignupForm({ ...empty, email: bad }, "modal").email, bad).toBe("Please enter a valid email");
    }
    expect(validateSignupForm({ ...empty, email: " Jane@Example.com " }, "footer")).toEqual({});
  });

  it("requires role and housing in the hero variant only", () => {
    expect(validateSignupForm({ ...empty, email: "a@b.co" }, "hero")).toEqual({
      role: "Please select your role",
      housing: "Please select housing preference",
    });
    expect(validateSignupForm({ email: "a@b.co", role: "parent", housing: "not_sure" }, "hero")).toEqual({});
    expect(validateSignupForm({ ...empty, email: "a@b.co" }, "footer")).toEqual({});
    expect(validateSignupForm({ ...empty, email: "a@b.co" }, "modal")).toEqual({});
  });

  it("uses the specification's sentences word for word", () => {
    expect(signupMessages).toMatchObject({
      emailRequired: "Email is required",
      emailInvalid: "Please enter a valid email",
      roleRequired: "Please select your role",
      housingRequired: "Please select housing preference",
      submitting: "Joining...",
      success: "You're on the list! Redirecting to confirmation...",
    });
  });
});

describe("signupRequestSchema", () => {
  it("normalizes the email and keeps the tracking fields", () => {
    const parsed = signupRequestSchema.parse({
      email: "  Jane.Doe@Example.COM ",
      role: "student",
      housing: "heritage",
      form_location: "hero",
      utm_source: "instagram",
      website: "",
      took_ms: 5400,
    });
    expect(parsed).toEqual({
      email: "jane.doe@example.com",
      role: "student",
      housing: "heritage",
      form_location: "hero",
      utm_source: "instagram",
      website: "",
      took_ms: 5400,
    });
  });

  it("rejects what the form could never send", () => {
    const base = { email: "a@b.co", form_location: "footer" };
    const rejected = [
      { ...base, form_location: "sidebar" },
      { ...base, role: "teacher" },
      { ...base, housing: "mansion" },
      { ...base, took_ms: -1 },
      { ...base, took_ms: 1.5 },
      { ...base, utm_source: "x".repeat(257) },
      { ...base, email: `${"a".repeat(250)}@b.co` },
      { ...base, is_admin: true },
      { email: "a@b.co", form_location: "hero" },
    ];
    for (const body of rejected) expect(signupRequestSchema.safeParse(body).success, JSON.stringify(body).slice(0, 80)).toBe(false);
  });

  it("reports hero-only requirements on their own fields", () => {
    const result = signupRequestSchema.safeParse({ email: "a@b.co", form_location: "hero", role: "parent" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["housing", "Please select housing preference"]]);
  });
});
