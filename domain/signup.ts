import * as z from "zod/mini";
import { emailField } from "./email";
import { signupMessages } from "./messages";
import { FORM_LOCATIONS, HOUSING_PREFERENCES, ROLES, valuesOf } from "./options";
import { utmShape } from "./utm";

/** The longest honeypot value we bother to keep; a bot's filler is evidence, not content. */
const HONEYPOT_MAX_LENGTH = 500;
/** One day: an elapsed time beyond it is not a real form session. */
const TOOK_MS_MAX = 86_400_000;
export const HUMAN_CHECK_PASS_MAX_LENGTH = 2048;

/** POST /api/leads: the sign-up as it travels on the wire (snake_case). */
export const signupRequestSchema = z
  .strictObject({
    email: emailField,
    role: z.optional(z.enum(valuesOf(ROLES), signupMessages.roleRequired)),
    housing: z.optional(z.enum(valuesOf(HOUSING_PREFERENCES), signupMessages.housingRequired)),
    form_location: z.enum(FORM_LOCATIONS, "form_location must be hero, footer or modal"),
    ...utmShape,
    website: z.optional(z.string().check(z.maxLength(HONEYPOT_MAX_LENGTH))),
    took_ms: z.optional(z.int().check(z.minimum(0), z.maximum(TOOK_MS_MAX))),
    human_check_pass: z.optional(z.string().check(z.maxLength(HUMAN_CHECK_PASS_MAX_LENGTH))),
  })
  .check(
    z.refine((lead) => lead.form_location !== "hero" || lead.role !== undefined, {
      message: signupMessages.roleRequired,
      path: ["role"],
    }),
    z.refine((lead) => lead.form_location !== "hero" || lead.housing !== undefined, {
      message: signupMessages.housingRequired,
      path: ["housing"],
    }),
  );

export type SignupRequest = z.input<typeof signupRequestSchema>;
export type SignupInput = z.output<typeof signupRequestSchema>;
