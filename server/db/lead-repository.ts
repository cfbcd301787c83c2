import type { Insertable, Kysely, Selectable, Transaction } from "kysely";
import type { Database, LeadsTable } from "./schema";

export type LeadRow = Selectable<LeadsTable>;
type Executor = Kysely<Database> | Transaction<Database>;

/** A sign-up as the service hands it over: normalized, checked, with its id and time decided. */
export type LeadSignup = Omit<Insertable<LeadsTable>, "hall" | "kit_level" | "user_id" | "is_spam"> & {
  /** True when this sign-up carries any UTM field: the five then replace the stored five together. */
  hasUtm: boolean;
};

const UTM_COLUMNS = ["utm_source", "utm_medium", "utm_campaign", "utm_content", "utm_term"] as const;

function insertableSignup({ hasUtm: _hasUtm, ...signup }: LeadSignup, isSpam: 0 | 1): Insertable<LeadsTable> {
  return { ...signup, hall: null, kit_level: null, user_id: "", is_spam: isSpam };
}

/**
 * Inserts a genuine sign-up, or merges it into the lead with the same email in the same statement, so
 * two instances racing on one address cannot both insert. On a merge, `id`, `created_at`, hall and kit
 * level stay; role and housing change only when given; UTM fields change only as a set. A lead marked
 * as spam is a bot's data: a genuine sign-up replaces it whole and clears the mark.
 */
export async function upsertGenuineSignup(db: Executor, signup: LeadSignup): Promise<LeadRow> {
  return db
    .insertInto("leads")
    .values(insertableSignup(signup, 0))
    .onConflict((conflict) =>
      conflict.column("email").doUpdateSet((eb) => {
        const wasSpam = eb("leads.is_spam", "=", 1);
        const keepUnlessGiven = (column: "role" | "housing") =>
          eb
            .case()
            .when(wasSpam)
            .then(eb.ref(`excluded.${column}`))
            .else(eb.fn.coalesce(`excluded.${column}`, `leads.${column}`))
            .end();
        const utm = (column: (typeof UTM_COLUMNS)[number]) =>
          signup.hasUtm
            ? eb.ref(`excluded.${column}`)
            : eb.case().when(wasSpam).then(eb.ref(`excluded.${column}`)).else(eb.ref(`leads.${column}`)).end();
        return {
          role: keepUnlessGiven("role"),
          housing: keepUnlessGiven("housing"),
          form_location: eb.ref("excluded.form_location"),
          utm_source: utm("utm_source"),
          utm_medium: utm("utm_medium"),
          utm_campaign: utm("utm_campaign"),
          utm_content: utm("utm_content"),
          utm_term: utm("utm_term"),
          took_ms: eb.ref("excluded.took_ms"),
          is_spam: 0,
          human_check: eb.ref("excluded.human_check"),
          human_check_score: eb.ref("excluded.human_check_score"),
          updated_at: eb.ref("excluded.updated_at"),
        };
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Keeps a honeypot sign-up as evidence, marked as spam, but only when the email is new: a bot must
 * never change a lead that someone else gave.
 */
export async function insertSpamSignup(db: Executor, signup: LeadSignup): Promise<void> {
  await db
    .insertInto("leads")
    .values(insertableSignup(signup, 1))
    .onConflict((conflict) => conflict.column("email").doNothing())
    .execute();
}

export interface SurveyAnswers {
  id: string;
  email: string;
  hall: string | null;
  kit_level: string | null;
  human_check: string;
  now: string;
}

/**
 * Saves the thank-you survey on the lead with that email (unique, so it is also the newest), or creates
 * the lead when there is none. An unanswered question keeps what was stored.
 */
export async function upsertSurveyAnswers(db: Executor, answers: SurveyAnswers): Promise<LeadRow> {
  const { id, email, hall, kit_level, human_check, now } = answers;
  return db
    .insertInto("leads")
    .values({ id, email, hall, kit_level, human_check, user_id: "", is_spam: 0, created_at: now, updated_at: now })
    .onConflict((conflict) =>
      conflict.column("email").doUpdateSet((eb) => ({
        hall: eb.fn.coalesce("excluded.hall", "leads.hall"),
        kit_level: eb.fn.coalesce("excluded.kit_level", "leads.kit_level"),
        updated_at: eb.ref("excluded.updated_at"),
      })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}
