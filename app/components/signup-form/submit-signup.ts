import { genericFailureMessage } from "../../../domain/messages";
import { api } from "../../lib/api-client";
import { humanCheckMessageFor, runHumanCheck } from "../../lib/human-check";
import { buildSignupRequest, readSurveyToken, type SignupSubmission } from "./signup-request";

export type SignupOutcome = { ok: true; surveyToken: string | undefined } | { ok: false; message: string };

/**
 * One sign-up attempt: the human check, then POST /api/leads. Every failure comes back as the
 * sentence to show under the email field (spec section 8); nothing throws.
 */
export async function submitSignup(submission: Omit<SignupSubmission, "humanCheckPass">): Promise<SignupOutcome> {
  const check = await runHumanCheck();
  if (check.status === "failed" || check.status === "flagged") return { ok: false, message: check.message };
  const request = buildSignupRequest({ ...submission, humanCheckPass: check.status === "passed" ? check.pass : undefined });
  const { data, error } = await api.submitSignup(request);
  if (error) return { ok: false, message: humanCheckMessageFor(error.code) ?? genericFailureMessage };
  return { ok: true, surveyToken: readSurveyToken(data) };
}
