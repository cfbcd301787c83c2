import * as z from "zod/mini";
import { emailField } from "./email";
import { KIT_LEVELS, SURVEY_HALLS, valuesOf } from "./options";

/** An unanswered optional question may arrive as an empty string; it means "not provided". */
function optionalChoice<V extends string>(values: [V, ...V[]], message: string) {
  return z.pipe(
    // "" is the form's "no answer"; one enum (not a union with a literal) keeps the message on unknown values.
    z.optional(z.enum(["", ...values] as [V | "", ...(V | "")[]], message)),
    z.transform((value) => (value === "" ? undefined : value)),
  );
}

/** Survey tokens are about 55 characters; anything far longer is not one. */
export const SURVEY_TOKEN_MAX_LENGTH = 256;

/**
 * POST /api/leads/survey: the thank-you page's optional preferences. `token` is the `survey_token` the
 * sign-up answered with (carried in the thank-you URL): the server saves only with a valid token for
 * this email, so nobody changes the preferences of an address that is not theirs.
 */
export const surveyRequestSchema = z.strictObject({
  email: emailField,
  hall: optionalChoice(valuesOf(SURVEY_HALLS), "hall is not one of the listed halls"),
  kit_level: optionalChoice(valuesOf(KIT_LEVELS), "kit_level must be essentials, deluxe or not_sure"),
  token: z.optional(z.string().check(z.maxLength(SURVEY_TOKEN_MAX_LENGTH, "token is not a survey token"))),
});

export type SurveyRequest = z.input<typeof surveyRequestSchema>;
export type SurveyInput = z.output<typeof surveyRequestSchema>;
