/**
 * What the spreadsheet web app receives for a lead (spec section 3, "Spreadsheet forward payload"),
 * plus an event id to de-duplicate on. This is what the outbox stores. The shared secret (Apps Script
 * cannot read headers, so it travels in the body) is added only when sending — see `withSharedSecret` —
 * so it never sits in the database or its backups, and a changed secret applies to queued forwards too.
 */
import type { LeadsTable } from "../db/schema";

export interface SheetPayload {
  event_id: string;
  email: string;
  role: string;
  housing: string;
  form_location: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  utm_content: string;
  utm_term: string;
  hall: string;
  kit_level: string;
  website?: string;
  took_ms?: string;
}

/** A cell starting with one of these is read as a formula by spreadsheets (CSV/formula injection). */
const FORMULA_TRIGGERS = /^[=+\-@\t\r]/;

export function neutralizeFormula(value: string): string {
  return FORMULA_TRIGGERS.test(value) ? `'${value}` : value;
}

type LeadFields = Pick<
  LeadsTable,
  "email" | "role" | "housing" | "form_location" | "utm_source" | "utm_medium" | "utm_campaign" | "utm_content" | "utm_term" | "hall" | "kit_level"
>;

export function buildSheetPayload(
  lead: LeadFields,
  { eventId, signup }: { eventId: string; signup?: { website: string; tookMs: number | null } },
): SheetPayload {
  const text = (value: string | null) => neutralizeFormula(value ?? "");
  const payload: SheetPayload = {
    event_id: eventId,
    email: text(lead.email),
    role: text(lead.role),
    housing: text(lead.housing),
    form_location: text(lead.form_location),
    utm_source: text(lead.utm_source),
    utm_medium: text(lead.utm_medium),
    utm_campaign: text(lead.utm_campaign),
    utm_content: text(lead.utm_content),
    utm_term: text(lead.utm_term),
    hall: text(lead.hall),
    kit_level: text(lead.kit_level),
  };
  if (signup) {
    payload.website = text(signup.website);
    payload.took_ms = signup.tookMs === null ? "" : String(signup.tookMs);
  }
  return payload;
}

/** The body actually sent: the stored payload plus the shared secret the receiving script checks. */
export function withSharedSecret(payload: Record<string, string>, secret: string): Record<string, string> {
  return { ...payload, secret };
}
