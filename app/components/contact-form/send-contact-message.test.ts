import { describe, expect, it, vi } from "vitest";
import { ApiErrorCode } from "../../../domain/api-errors";
import { contactMessages, humanCheckMessages } from "../../../domain/messages";
import { type SendDependencies, sendContactMessage } from "./send-contact-message";

const values = { name: "Ada", email: "ada@example.com", subject: "other", housing: null, message: "Hi" } as const;

function deps(overrides: Partial<SendDependencies>): SendDependencies {
  return {
    runHumanCheck: async () => ({ status: "passed", pass: "pass-123" }),
    submitContact: async () => ({ data: { ok: true, id: "msg-1" }, error: null }),
    ...overrides,
  };
}

describe("sendContactMessage", () => {
  it("sends the form with the human-check pass and promises a reply", async () => {
    const submitContact = vi.fn<SendDependencies["submitContact"]>(async () => ({ data: { ok: true, id: "msg-1" }, error: null }));
    expect(await sendContactMessage(values, deps({ submitContact }))).toEqual({ ok: true, toast: contactMessages.sentToast });
    expect(submitContact).toHaveBeenCalledWith({ ...values, human_check_pass: "pass-123" });
  });

  it("sends without a pass when the check was skipped", async () => {
    const submitContact = vi.fn<SendDependencies["submitContact"]>(async () => ({ data: { ok: true, id: "msg-1" }, error: null }));
    await sendContactMessage(values, deps({ runHumanCheck: async () => ({ status: "skipped" }), submitContact }));
    expect(submitContact.mock.calls[0]![0].human_check_pass).toBeUndefined();
  });

  it.each([
    ["failed", humanCheckMessages.failed],
    ["flagged", humanCheckMessages.flagged],
  ] as const)("stops when the human check is %s", async (status, message) => {
    const submitContact = vi.fn<SendDependencies["submitContact"]>();
    const outcome = await sendContactMessage(values, deps({ runHumanCheck: async () => ({ status, message }), submitContact }));
    expect(outcome).toEqual({ ok: false, toast: message });
    expect(submitContact).not.toHaveBeenCalled();
  });

  it("maps the server's human-check refusals and any other error to the spec's sentences", async () => {
    const failWith = (code: string, fields?: Record<string, string>) =>
      deps({ submitContact: async () => ({ data: null, error: { code, message: "no", fields } }) });
    expect((await sendContactMessage(values, failWith(ApiErrorCode.humanCheckFlagged))).toast).toBe(humanCheckMessages.flagged);
    expect((await sendContactMessage(values, failWith("HTTP_500"))).toast).toBe(contactMessages.sendFailed);
    expect(await sendContactMessage(values, failWith(ApiErrorCode.validation, { email: "Please enter a valid email" }))).toEqual({
      ok: false,
      toast: contactMessages.sendFailed,
      fieldErrors: { email: "Please enter a valid email" },
    });
  });
});
