import type { SignupInput } from "../../domain/signup";
import { UTM_KEYS } from "../../domain/utm";
import type { GroupCommit } from "../db/group-commit";
import { insertSpamSignup, type LeadSignup, upsertGenuineSignup } from "../db/lead-repository";
import { enqueueForward } from "../db/outbox-repository";
import { newTimeOrderedId } from "../db/time-ordered-id";
import { buildSheetPayload } from "../jobs/sheet-payload";
import { writeAdmitted } from "./admitted-write";
import type { HumanCheck } from "./human-check";
import type { SurveyTokens } from "./survey-token";

/** POST /api/leads answers this for every accepted sign-up: new, repeated or spam alike. */
export interface SignupAnswer {
  ok: true;
  survey_token: string;
}

export interface SignupDependencies {
  humanCheck: HumanCheck;
  writes: GroupCommit;
  surveyTokens: SurveyTokens;
  now?: () => Date;
}

function toLeadSignup(input: SignupInput, id: string, at: string, verdict: { status: string; score: number | null }): LeadSignup {
  return {
    id,
    email: input.email,
    role: input.role ?? null,
    housing: input.housing ?? null,
    form_location: input.form_location,
    utm_source: input.utm_source ?? null,
    utm_medium: input.utm_medium ?? null,
    utm_campaign: input.utm_campaign ?? null,
    utm_content: input.utm_content ?? null,
    utm_term: input.utm_term ?? null,
    hasUtm: UTM_KEYS.some((key) => input[key] !== undefined && input[key] !== ""),
    took_ms: input.took_ms ?? null,
    human_check: verdict.status,
    human_check_score: verdict.score,
    created_at: at,
    updated_at: at,
  };
}

/**
 * A sign-up (spec sections 3, 5, 7; issue 3): admit the human-check pass, then in one transaction
 * upsert the lead by normalized email and queue its forward to the spreadsheet. A filled honeypot is
 * kept as spam evidence, never forwarded, and answered exactly like a real sign-up, as is a repeated
 * email, so the answer never tells who is on the list.
 *
 * @example
 * const signups = createSignupService({ humanCheck, writes, surveyTokens });
 * const { survey_token } = await signups.signUp(parseBody(signupRequestSchema, body));
 */
export function createSignupService({ humanCheck, writes, surveyTokens, now = () => new Date() }: SignupDependencies) {
  return {
    async signUp(input: SignupInput): Promise<SignupAnswer> {
      const at = now();
      const isSpam = input.website !== undefined && input.website !== "";
      const leadId = newTimeOrderedId(at.getTime());
      const eventId = newTimeOrderedId(at.getTime());
      await writeAdmitted(writes, humanCheck, input.human_check_pass, async (trx, verdict) => {
        const signup = toLeadSignup(input, leadId, at.toISOString(), verdict);
        if (isSpam) return insertSpamSignup(trx, signup);
        const lead = await upsertGenuineSignup(trx, signup);
        const payload = buildSheetPayload(lead, { eventId, signup: { website: input.website ?? "", tookMs: input.took_ms ?? null } });
        await enqueueForward(trx, { id: eventId, kind: "signup", leadId: lead.id, payload, now: at.toISOString() });
      });
      return { ok: true, survey_token: surveyTokens.issue(input.email, { spam: isSpam, now: at }) };
    },
  };
}

export type SignupService = ReturnType<typeof createSignupService>;
