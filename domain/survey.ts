import * as z from "zod/mini";
import { emailField } from "./email";
import { KIT_LEVELS, SURVEY_HALLS, valuesOf } from "./options";

/** An unanswered optional question may arrive as an empty string; it means "not provided". */
function optionalChoice<V extends string>(values: [V, ...V[]], message: string) {
  return z.pipe(
    z.optional(z.union([z.literal(""), z.enum(values, message)])),
    z.transform((value) => (value === "" ? undefined : value)),
  );
}

/** POST /api/leads/survey: the thank-you page's optional preferences. */
export const surveyRequestSchema = z.strictObject({
  email: emailField,
  hall: optionalChoice(valuesOf(SURVEY_HALLS), "hall is not one of the listed halls"),
  kit_level: optionalChoice(valuesOf(KIT_LEVELS), "kit_level must be essentials, deluxe or not_sure"),
});

export type SurveyRequest = z.input<typeof surveyRequestSchema>;
export type SurveyInput = z.output<typeof surveyRequestSchema>;
