import type { Transaction } from "kysely";
import type { GroupCommit } from "../db/group-commit";
import type { Database } from "../db/schema";
import { ApiError } from "../http/api-error";
import type { HumanCheck, HumanCheckVerdict } from "./human-check";

type Outcome<T> = { admitted: true; value: T } | { admitted: false; refusal: ApiError };

/**
 * Admits a submission's human-check pass and writes it in one group-committed transaction, so a pass
 * is spent only if the submission is stored, and a stored submission always records its verdict.
 *
 * A refused pass is returned out of the transaction rather than thrown through it: admit refuses
 * before writing anything, so the shared transaction stays clean and the neighbours of a bot's request
 * keep their batch. Any other error goes through GroupCommit's replay.
 */
export async function writeAdmitted<T>(
  writes: GroupCommit,
  humanCheck: HumanCheck,
  pass: string | undefined,
  work: (trx: Transaction<Database>, verdict: HumanCheckVerdict) => Promise<T>,
): Promise<T> {
  const outcome = await writes.write(async (trx): Promise<Outcome<T>> => {
    let verdict: HumanCheckVerdict;
    try {
      verdict = await humanCheck.admit(pass, trx);
    } catch (error) {
      if (error instanceof ApiError) return { admitted: false, refusal: error };
      throw error;
    }
    return { admitted: true, value: await work(trx, verdict) };
  });
  if (!outcome.admitted) throw outcome.refusal;
  return outcome.value;
}
