import { describe, expect, it } from "vitest";
import { contactRequestSchema } from "./contact";
import { CONTACT_HOUSING_COMPLEXES, CONTACT_SUBJECTS } from "./options";

const valid = { name: " Jane Doe ", email: "Jane@Example.com", subject: "order-help", message: " When do kits ship? " };

describe("contactRequestSchema", () => {
  it("trims text, normalizes the email and stores an empty housing as null", () => {
    expect(contactRequestSchema.parse({ ...valid, housing: "" })).toEqual({
      name: "Jane Doe",
      email: "jane@example.com",
      subject: "order-help",
      message: "When do kits ship?",
      housing: null,
    });
    expect(contactRequestSchema.parse(valid).housing).toBeNull();
    expect(contactRequestSchema.parse({ ...valid, housing: "The Colony" }).housing).toBe("The Colony");
  });

  it("knows the six subjects and ten housing options of the specification", () => {
    expect(CONTACT_SUBJECTS.map((subject) => subject.value)).toEqual(["kit-question", "order-help", "shipping", "return", "feedback", "other"]);
    expect(CONTACT_HOUSING_COMPLEXES).toHaveLength(10);
  });

  it("says which housing options exist when an unknown one is sent", () => {
    const result = contactRequestSchema.safeParse({ ...valid, housing: "Buckingham Palace" });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["housing", "Please choose a housing complex from the list"],
    ]);
  });

  it("rejects missing, blank, unknown and oversized fields", () => {
    const rejected = [
      { ...valid, name: "   " },
      { ...valid, subject: "complaint" },
      { ...valid, housing: "Buckingham Palace" },
      { ...valid, message: "" },
      { ...valid, message: "x".repeat(5001) },
      { ...valid, name: "x".repeat(101) },
      { ...valid, email: "not-an-email" },
      { ...valid, status: "read" },
    ];
    for (const body of rejected) expect(contactRequestSchema.safeParse(body).success, JSON.stringify(body).slice(0, 80)).toBe(false);
  });
});
