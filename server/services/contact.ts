import { randomBytes } from "node:crypto";
import type { ContactInput } from "../../domain/contact";
import type { GroupCommit } from "../db/group-commit";
import { insertContactMessage } from "../db/contact-message-repository";
import { writeAdmitted } from "./admitted-write";
import type { HumanCheck } from "./human-check";

export interface ContactDependencies {
  humanCheck: HumanCheck;
  writes: GroupCommit;
  now?: () => Date;
}

/** Ids taken this many times in a row mean something is wrong; give up rather than spin. */
const ID_ATTEMPTS = 5;

/**
 * `msg-<epoch ms>-<8 hex>`: the specification's "msg- plus a timestamp", with 32 random bits so two
 * messages in the same millisecond, on one instance or several, still get different ids.
 */
export function newContactMessageId(atMs: number): string {
  return `msg-${atMs}-${randomBytes(4).toString("hex")}`;
}

/**
 * A contact message (spec sections 3 and 5): admit the human-check pass, then store the message with
 * status "new" and housing null when empty. An id that is somehow taken is replaced, never an error.
 *
 * @example
 * const { id } = await createContactService({ humanCheck, writes }).send(parseBody(contactRequestSchema, body));
 */
export function createContactService({ humanCheck, writes, now = () => new Date() }: ContactDependencies) {
  return {
    async send(input: ContactInput): Promise<{ ok: true; id: string }> {
      const at = now();
      const id = await writeAdmitted(writes, humanCheck, input.human_check_pass, async (trx, verdict) => {
        for (let attempt = 0; attempt < ID_ATTEMPTS; attempt++) {
          const candidate = newContactMessageId(at.getTime());
          const stored = await insertContactMessage(trx, {
            id: candidate,
            name: input.name,
            email: input.email,
            housing: input.housing,
            subject: input.subject,
            message: input.message,
            status: "new",
            human_check: verdict.status,
            human_check_score: verdict.score,
            created_at: at.toISOString(),
          });
          if (stored) return candidate;
        }
        throw new Error(`no free contact message id after ${ID_ATTEMPTS} attempts`);
      });
      return { ok: true, id };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
