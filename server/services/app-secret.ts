import { createHmac, randomBytes } from "node:crypto";
import { readOrStoreSecret } from "../db/app-secret-repository";
import type { DatabaseHandle } from "../db/connect";

/**
 * The server's signing secret: APP_SECRET when the environment sets one, otherwise 32 random bytes made
 * on the first start and kept in the database, so restarts keep tokens valid and every instance on one
 * PostgreSQL agrees.
 *
 * @example
 * const secret = await loadAppSecret(database, config.appSecret);
 * const surveyKey = deriveKey(secret, "survey-token");
 */
export async function loadAppSecret(database: DatabaseHandle, fromEnvironment: string | null): Promise<Buffer> {
  if (fromEnvironment) return Buffer.from(fromEnvironment, "utf8");
  const stored = await readOrStoreSecret(database.db, "app", randomBytes(32).toString("base64url"), new Date().toISOString());
  return Buffer.from(stored, "base64url");
}

/**
 * One key per purpose, derived from the app secret, so a token made for one use (a survey link) can
 * never pass as another (a human-check pass) even if both carry the same text.
 */
export function deriveKey(secret: Buffer, purpose: string): Buffer {
  return createHmac("sha256", secret).update(`dormready:${purpose}`).digest();
}
