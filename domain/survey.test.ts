import { describe, expect, it } from "vitest";
import { surveyRequestSchema } from "./survey";

describe("surveyRequestSchema", () => {
  it("treats an empty answer as not provided and normalizes the email", () => {
    expect(surveyRequestSchema.parse({ email: " Ada@Example.com ", hall: "", kit_level: "deluxe", token: "t" })).toEqual({
      email: "ada@example.com",
      kit_level: "deluxe",
      token: "t",
    });
  });

  it("names the field and says what is allowed when an answer is not one of the options", () => {
    const result = surveyRequestSchema.safeParse({ email: "ada@example.com", hall: "dorm-9", kit_level: "gold" });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["hall", "hall is not one of the listed halls"],
      ["kit_level", "kit_level must be essentials, deluxe or not_sure"],
    ]);
  });
});
