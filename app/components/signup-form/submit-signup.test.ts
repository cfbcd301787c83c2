import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiErrorCode } from "../../../domain/api-errors";
import { genericFailureMessage, humanCheckMessages } from "../../../domain/messages";
import { api } from "../../lib/api-client";
import { runHumanCheck } from "../../lib/human-check";
import { submitSignup } from "./submit-signup";

vi.mock("../../lib/api-client", () => ({ api: { submitSignup: vi.fn() } }));
vi.mock("../../lib/human-check", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/human-check")>()),
  runHumanCheck: vi.fn(),
}));

const submission = {
  values: { email: "jane@example.com", role: "", housing: "" },
  variant: "footer" as const,
  website: "",
  tookMs: 5000,
  utm: {},
};

describe("submitSignup", () => {
  beforeEach(() => {
    vi.mocked(api.submitSignup).mockReset();
    vi.mocked(runHumanCheck).mockReset();
  });

  it("stops before the API when the human check fails or flags the person", async () => {
    vi.mocked(runHumanCheck).mockResolvedValueOnce({ status: "failed", message: humanCheckMessages.failed });
    expect(await submitSignup(submission)).toEqual({ ok: false, message: "Verification failed. Please try again." });
    vi.mocked(runHumanCheck).mockResolvedValueOnce({ status: "flagged", message: humanCheckMessages.flagged });
    expect(await submitSignup(submission)).toEqual({ ok: false, message: "Your submission was flagged. Please try again." });
    expect(api.submitSignup).not.toHaveBeenCalled();
  });

  it("sends the pass when the check passed, and nothing when it was skipped", async () => {
    vi.mocked(api.submitSignup).mockResolvedValue({ data: { ok: true, survey_token: "tok" }, error: null });
    vi.mocked(runHumanCheck).mockResolvedValueOnce({ status: "passed", pass: "signed-pass" });
    expect(await submitSignup(submission)).toEqual({ ok: true, surveyToken: "tok" });
    expect(vi.mocked(api.submitSignup).mock.calls[0]![0].human_check_pass).toBe("signed-pass");
    vi.mocked(runHumanCheck).mockResolvedValueOnce({ status: "skipped" });
    await submitSignup(submission);
    expect(vi.mocked(api.submitSignup).mock.calls[1]![0]).not.toHaveProperty("human_check_pass");
  });

  it("hands back the survey token the API answers with", async () => {
    vi.mocked(runHumanCheck).mockResolvedValueOnce({ status: "skipped" });
    vi.mocked(api.submitSignup).mockResolvedValueOnce({ data: { ok: true, survey_token: "tok" }, error: null });
    expect(await submitSignup(submission)).toEqual({ ok: true, surveyToken: "tok" });
  });

  it("turns the server's human-check codes into their sentences and anything else into the generic one", async () => {
    vi.mocked(runHumanCheck).mockResolvedValue({ status: "passed", pass: "p" });
    const failWith = (code: string) =>
      vi.mocked(api.submitSignup).mockResolvedValueOnce({ data: null, error: { code, message: "server words" } });
    failWith(ApiErrorCode.humanCheckFailed);
    expect(await submitSignup(submission)).toEqual({ ok: false, message: humanCheckMessages.failed });
    failWith(ApiErrorCode.humanCheckFlagged);
    expect(await submitSignup(submission)).toEqual({ ok: false, message: humanCheckMessages.flagged });
    for (const code of [ApiErrorCode.internal, ApiErrorCode.rateLimited, "NETWORK_ERROR", "HTTP_502"]) {
      failWith(code);
      expect(await submitSignup(submission)).toEqual({ ok: false, message: genericFailureMessage });
    }
  });
});
