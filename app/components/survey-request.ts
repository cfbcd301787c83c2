import { normalizeEmail } from "../../domain/email-address";
import type { KitLevel, SurveyHall } from "../../domain/options";
import type { SurveyRequest } from "../../domain/survey";

/** The two optional answers; "" is a question left unanswered. */
export interface SurveyAnswers {
  hall: SurveyHall | "";
  kitLevel: KitLevel | "";
}

/**
 * The survey save for the address that just signed up (spec section 5): trimmed and lowercased, with
 * the signed token from the sign-up so only that person can set these preferences. No email, no save.
 */
export function buildSurveyRequest(email: string, token: string, answers: SurveyAnswers): SurveyRequest | null {
  const normalized = normalizeEmail(email);
  if (!normalized) return null;
  return { email: normalized, hall: answers.hall, kit_level: answers.kitLevel, token: token || undefined };
}

/** additional_info_submitted (spec section 7): an unanswered question is sent as 'not_provided'. */
export function surveyEventParams(answers: SurveyAnswers): { hall: string; kit_level: string } {
  return { hall: answers.hall || "not_provided", kit_level: answers.kitLevel || "not_provided" };
}
