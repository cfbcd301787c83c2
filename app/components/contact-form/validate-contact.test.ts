import { describe, expect, it } from "vitest";
import { contactFieldMessages } from "../../../domain/contact";
import { signupMessages } from "../../../domain/messages";
import { EMPTY_CONTACT_FORM, firstInvalidField, validateContactForm } from "./validate-contact";

const filled = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  subject: "kit-question",
  housing: "",
  message: "Which kit fits Helaman Halls?",
};

describe("validateContactForm", () => {
  it("asks for every required field of an empty form, with the shared messages", () => {
    const errors = validateContactForm(EMPTY_CONTACT_FORM);
    expect(errors).toEqual({
      name: contactFieldMessages.nameRequired,
      email: signupMessages.emailRequired,
      subject: contactFieldMessages.subjectRequired,
      message: contactFieldMessages.messageRequired,
    });
    expect(firstInvalidField(errors)).toBe("name");
  });

  it("accepts a complete message with or without a housing complex", () => {
    expect(validateContactForm(filled)).toEqual({});
    expect(validateContactForm({ ...filled, housing: "Wyview Park" })).toEqual({});
  });

  it("treats whitespace as empty and rejects a malformed email", () => {
    const errors = validateContactForm({ ...filled, name: "   ", email: "ada@example" });
    expect(errors).toEqual({ name: contactFieldMessages.nameRequired, email: signupMessages.emailInvalid });
    expect(firstInvalidField(errors)).toBe("name");
  });

  it("refuses a subject or housing outside the lists", () => {
    const errors = validateContactForm({ ...filled, subject: "spam", housing: "Moon Base" });
    expect(errors.subject).toBe(contactFieldMessages.subjectRequired);
    expect(errors.housing).toEqual(expect.any(String));
    expect(Object.keys(errors)).toEqual(["subject", "housing"]);
  });
});
