import type { ContactInput } from "../../../domain/contact";
import { contactMessages } from "../../../domain/messages";
import { api } from "../../lib/api-client";
import { humanCheckMessageFor, runHumanCheck } from "../../lib/human-check";
import type { ContactFieldErrors } from "./validate-contact";

export type SendOutcome =
  | { ok: true; toast: string }
  /** The form stays as it is; `fieldErrors` when the server named the fields it refused. */
  | { ok: false; toast: string; fieldErrors?: ContactFieldErrors };

export interface SendDependencies {
  runHumanCheck: typeof runHumanCheck;
  submitContact: typeof api.submitContact;
}

const defaults: SendDependencies = { runHumanCheck, submitContact: api.submitContact };

/**
 * Sends a valid contact form (spec sections 4, 5 and 8): the human check first, where a failure or a
 * low score stops the send; then the save, where any error keeps the form and says so.
 */
export async function sendContactMessage(message: ContactInput, deps: SendDependencies = defaults): Promise<SendOutcome> {
  const check = await deps.runHumanCheck();
  if (check.status === "failed" || check.status === "flagged") return { ok: false, toast: check.message };
  const { error } = await deps.submitContact({
    ...message,
    human_check_pass: check.status === "passed" ? check.pass : undefined,
  });
  if (!error) return { ok: true, toast: contactMessages.sentToast };
  return {
    ok: false,
    toast: humanCheckMessageFor(error.code) ?? contactMessages.sendFailed,
    fieldErrors: error.fields as ContactFieldErrors | undefined,
  };
}
