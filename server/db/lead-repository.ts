import type { Insertable, Kysely, Selectable, Transaction } from "kysely";
import { queryTemplate } from "./query-template";
import type { Database, LeadsTable } from "./schema";

export type LeadRow = Selectable<LeadsTable>;
type Executor = Kysely<Database> | Transaction<Database>;

/** A sign-up as the service hands it over: normalized, checked, with its id and time decided. */
export type LeadSignup = Omit<Insertable<LeadsTable>, "hall" | "kit_level" | "user_id" | "is_spam"> & {
  /** True when this sign-up carries any UTM field: the five then replace the stored five together. */
  hasUtm: boolean;
};

type SignupValues = Required<Omit<LeadSignup, "hasUtm">> & { is_spam: 0 | 1 };

/** The new row as the insert half of every sign-up statement writes it. */
const signupRow = (value: (name: keyof SignupValues) => never): Insertable<LeadsTable> => ({
  id: value("id"),
  email: value("email"),
  role: value("role"),
  housing: value("housing"),
  form_location: value("form_location"),
  utm_source: value("utm_source"),
  utm_medium: value("utm_medium"),
  utm_campaign: value("utm_campaign"),
  utm_content: value("utm_content"),
  utm_term: value("utm_term"),
  hall: null,
  kit_level: null,
  user_id: "",
  took_ms: value("took_ms"),
  is_spam: value("is_spam"),
  human_check: value("human_check"),
  human_check_score: value("human_check_score"),
  created_at: value("created_at"),
  updated_at: value("updated_at"),
});

const UTM_COLUMNS = ["utm_source", "utm_medium", "utm_campaign", "utm_content", "utm_term"] as const;

/** The genuine sign-up upsert, in its two shapes: with UTM fields (they replace the stored set) or without. */
const upsertGenuine = (replaceUtm: boolean) =>
  queryTemplate<SignupValues, LeadRow>((db, value) =>
    db
      .insertInto("leads")
      .values(signupRow(value))
      .onConflict((conflict) =>
        conflict.column("email").doUpdateSet((eb) => {
          const wasSpam = eb("leads.is_spam", "=", 1);
          const keepUnlessGiven = (column: "role" | "housing") =>
            eb.case().when(wasSpam).then(eb.ref(`excluded.${column}`)).else(eb.fn.coalesce(`excluded.${column}`, `leads.${column}`)).end();
          const utm = (column: (typeof UTM_COLUMNS)[number]) =>
            replaceUtm ? eb.ref(`excluded.${column}`) : eb.case().when(wasSpam).then(eb.ref(`excluded.${column}`)).else(eb.ref(`leads.${column}`)).end();
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
      .returningAll(),
  );
const upsertGenuineWithUtm = upsertGenuine(true);
const upsertGenuineWithoutUtm = upsertGenuine(false);

const insertSpam = queryTemplate<SignupValues, never>((db, value) =>
  db
    .insertInto("leads")
    .values(signupRow(value))
    .onConflict((conflict) => conflict.column("email").doNothing()),
);

function signupValues({ hasUtm: _hasUtm, ...signup }: LeadSignup, isSpam: 0 | 1): SignupValues {
  return { role: null, housing: null, form_location: null, utm_source: null, utm_medium: null, utm_campaign: null, utm_content: null, utm_term: null, took_ms: null, human_check_score: null, ...signup, is_spam: isSpam };
}

/**
 * Inserts a genuine sign-up, or merges it into the lead with the same email in the same statement, so
 * two instances racing on one address cannot both insert. On a merge, `id`, `created_at`, hall and kit
 * level stay; role and housing change only when given; UTM fields change only as a set. A lead marked
 * as spam is a bot's data: a genuine sign-up replaces it whole and clears the mark.
 */
export async function upsertGenuineSignup(db: Executor, signup: LeadSignup): Promise<LeadRow> {
  const upsert = signup.hasUtm ? upsertGenuineWithUtm : upsertGenuineWithoutUtm;
  const { rows } = await upsert(db, signupValues(signup, 0));
  return rows[0]!;
}

/**
 * Keeps a honeypot sign-up as evidence, marked as spam, but only when the email is new: a bot must
 * never change a lead that someone else gave.
 */
export async function insertSpamSignup(db: Executor, signup: LeadSignup): Promise<void> {
  await insertSpam(db, signupValues(signup, 1));
}

export interface SurveyAnswers {
  id: string;
  email: string;
  hall: string | null;
  kit_level: string | null;
  human_check: string;
  now: string;
}

const upsertSurvey = queryTemplate<SurveyAnswers, LeadRow>((db, value) =>
  db
    .insertInto("leads")
    .values({
      id: value("id"),
      email: value("email"),
      hall: value("hall"),
      kit_level: value("kit_level"),
      human_check: value("human_check"),
      user_id: "",
      is_spam: 0,
      created_at: value("now"),
      updated_at: value("now"),
    })
    .onConflict((conflict) =>
      conflict.column("email").doUpdateSet((eb) => ({
        hall: eb.fn.coalesce("excluded.hall", "leads.hall"),
        kit_level: eb.fn.coalesce("excluded.kit_level", "leads.kit_level"),
        updated_at: eb.ref("excluded.updated_at"),
      })),
    )
    .returningAll(),
);

/**
 * Saves the thank-you survey on the lead with that email (unique, so it is also the newest), or creates
 * the lead when there is none. An unanswered question keeps what was stored.
 */
export async function upsertSurveyAnswers(db: Executor, answers: SurveyAnswers): Promise<LeadRow> {
  const { rows } = await upsertSurvey(db, answers);
  return rows[0]!;
}
