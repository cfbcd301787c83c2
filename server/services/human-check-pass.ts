/**
 * The human-check pass: a compact signed token the server hands out after siteverify accepted a
 * reCAPTCHA token, and that the next submission carries back. A reCAPTCHA token verifies only once,
 * so the submit routes cannot verify it again; they check this pass instead.
 *
 * Shape: `<base64url JSON {i: id, s: score, e: expiry in epoch seconds}>.<base64url HMAC-SHA256>`,
 * about 130 characters.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export interface PassClaims {
  /** Random, 128 bits: the key of the used_passes row that makes the pass single-use. */
  id: string;
  score: number;
  /** Expiry in seconds since the epoch. */
  expiresAt: number;
}

export type PassReading = { ok: true; claims: PassClaims } | { ok: false; reason: "malformed" | "signature" | "expired" };

/** Well above the ~130 characters a real pass has; anything longer is not ours. */
const PASS_MAX_LENGTH = 512;
const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/**
 * The app secret may sign other things too; a key derived for this one purpose means no other signed
 * value can ever be replayed as a pass.
 */
export function derivePassKey(appSecret: Buffer): Buffer {
  return createHmac("sha256", appSecret).update("human-check-pass/v1").digest();
}

function sign(key: Buffer, body: string): Buffer {
  return createHmac("sha256", key).update(body).digest();
}

export function issuePass(key: Buffer, { score, ttlSeconds, nowMs }: { score: number; ttlSeconds: number; nowMs: number }): PassClaims & { pass: string } {
  const claims: PassClaims = { id: randomBytes(16).toString("base64url"), score, expiresAt: Math.floor(nowMs / 1000) + ttlSeconds };
  const body = Buffer.from(JSON.stringify({ i: claims.id, s: claims.score, e: claims.expiresAt })).toString("base64url");
  return { ...claims, pass: `${body}.${sign(key, body).toString("base64url")}` };
}

function parseClaims(body: string): PassClaims | null {
  try {
    const raw = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as { i?: unknown; s?: unknown; e?: unknown };
    const { i: id, s: score, e: expiresAt } = raw;
    if (typeof id !== "string" || !ID_PATTERN.test(id)) return null;
    if (typeof score !== "number" || !(score >= 0 && score <= 1)) return null;
    if (typeof expiresAt !== "number" || !Number.isSafeInteger(expiresAt)) return null;
    return { id, score, expiresAt };
  } catch {
    return null;
  }
}

/** Checks the signature first (nothing unsigned is parsed), then the shape, then the expiry. */
export function readPass(key: Buffer, pass: string, nowMs: number): PassReading {
  if (pass.length > PASS_MAX_LENGTH) return { ok: false, reason: "malformed" };
  const parts = pass.split(".");
  if (parts.length !== 2 || !parts[0] || !parts[1]) return { ok: false, reason: "malformed" };
  const [body, signature] = parts as [string, string];
  const given = Buffer.from(signature, "base64url");
  const expected = sign(key, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "signature" };
  const claims = parseClaims(body);
  if (!claims) return { ok: false, reason: "malformed" };
  if (claims.expiresAt * 1000 <= nowMs) return { ok: false, reason: "expired" };
  return { ok: true, claims };
}
