import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { derivePassKey, issuePass, readPass } from "./human-check-pass";

const key = derivePassKey(Buffer.alloc(32, 7));
const now = Date.UTC(2025, 5, 1, 12);

describe("human-check pass", () => {
  it("reads back what it issued until it expires", () => {
    const issued = issuePass(key, { score: 0.9, ttlSeconds: 600, nowMs: now });
    expect(issued.pass.length).toBeLessThan(160);
    expect(readPass(key, issued.pass, now + 599_000)).toEqual({ ok: true, claims: { id: issued.id, score: 0.9, expiresAt: issued.expiresAt } });
    expect(readPass(key, issued.pass, now + 600_000)).toEqual({ ok: false, reason: "expired" });
  });

  it("gives every pass its own id", () => {
    const ids = new Set(Array.from({ length: 50 }, () => issuePass(key, { score: 0.5, ttlSeconds: 60, nowMs: now }).id));
    expect(ids.size).toBe(50);
  });

  it("refuses a pass whose claims were changed, or signed with another key", () => {
    const { pass } = issuePass(key, { score: 0.4, ttlSeconds: 600, nowMs: now });
    const [body, signature] = pass.split(".") as [string, string];
    const claims = JSON.parse(Buffer.from(body, "base64url").toString()) as { s: number };
    const raised = Buffer.from(JSON.stringify({ ...claims, s: 1 })).toString("base64url");
    expect(readPass(key, `${raised}.${signature}`, now)).toEqual({ ok: false, reason: "signature" });
    expect(readPass(derivePassKey(Buffer.alloc(32, 8)), pass, now)).toEqual({ ok: false, reason: "signature" });
  });

  it.each(["", "abc", "a.b.c", ".", "x".repeat(600), "not base64!.sig"])("refuses the malformed pass %j", (pass) => {
    expect(readPass(key, pass, now).ok).toBe(false);
  });

  it("refuses a correctly signed body whose claims have the wrong shape", () => {
    const body = Buffer.from(JSON.stringify({ i: "short", s: 2, e: "soon" })).toString("base64url");
    const signature = createHmac("sha256", key).update(body).digest("base64url");
    expect(readPass(key, `${body}.${signature}`, now)).toEqual({ ok: false, reason: "malformed" });
  });
});
