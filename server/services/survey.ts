import { ApiErrorCode } from "../../domain/api-errors";
import { SURVEY_FORM_LOCATION } from "../../domain/options";
import type { SurveyInput } from "../../domain/survey";
import type { GroupCommit } from "../db/group-commit";
import { upsertSurveyAnswers } from "../db/lead-repository";
import { enqueueForward } from "../db/outbox-repository";
import { newTimeOrderedId } from "../db/time-ordered-id";
import { ApiError } from "../http/api-error";
import { buildSheetPayload } from "../jobs/sheet-payload";
import type { SurveyTokens } from "./survey-token";

export interface SurveyDependencies {
  writes: GroupCommit;
  surveyTokens: SurveyTokens;
  now?: () => Date;
}

const invalidToken = () =>
  new ApiError(403, ApiErrorCode.surveyTokenInvalid, "This survey link is not valid for this email or has expired.");

/**
 * The thank-you survey (spec sections 3, 5, 7): with a valid survey token for the email, save hall and
 * kit level on that email's lead (or create it) and queue a forward with form location "thank_you",
 * in one transaction. A token earned by a honeypot sign-up is answered the same and changes nothing;
 * a survey with neither answer has nothing to save or forward.
 *
 * @example
 * await createSurveyService({ writes, surveyTokens }).saveAnswers(parseBody(surveyRequestSchema, body));
 */
export function createSurveyService({ writes, surveyTokens, now = () => new Date() }: SurveyDependencies) {
  return {
    async saveAnswers(input: SurveyInput): Promise<{ ok: true }> {
      const at = now();
      const check = surveyTokens.check(input.email, input.token ?? "", at);
      if (check === "invalid") throw invalidToken();
      if (check === "spam" || (input.hall === undefined && input.kit_level === undefined)) return { ok: true };
      const leadId = newTimeOrderedId(at.getTime());
      const eventId = newTimeOrderedId(at.getTime());
      await writes.write(async (trx) => {
        const lead = await upsertSurveyAnswers(trx, {
          id: leadId,
          email: input.email,
          hall: input.hall ?? null,
          kit_level: input.kit_level ?? null,
          // No human check on the survey: the token vouches for the sign-up, not for this request.
          human_check: "unverified",
          now: at.toISOString(),
        });
        if (lead.is_spam === 1) return;
        const payload = buildSheetPayload({ ...lead, form_location: SURVEY_FORM_LOCATION }, { eventId });
        await enqueueForward(trx, { id: eventId, kind: "survey", leadId: lead.id, payload, now: at.toISOString() });
      });
      return { ok: true };
    },
  };
}

export type SurveyService = ReturnType<typeof createSurveyService>;
