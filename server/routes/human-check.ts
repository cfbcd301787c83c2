import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { validationError } from "../http/api-error";
import type { HumanCheck } from "../services/human-check";

/** reCAPTCHA v3 tokens run to about 2,200 characters; twice that leaves room without inviting abuse. */
export const HUMAN_CHECK_TOKEN_MAX_LENGTH = 4096;

const verifyRequestSchema = z.strictObject({
  token: z
    .string({ error: "token must be a string" })
    .min(1, "token is required")
    .max(HUMAN_CHECK_TOKEN_MAX_LENGTH, `token must be at most ${HUMAN_CHECK_TOKEN_MAX_LENGTH} characters`),
});

function parseVerifyRequest(body: unknown): string {
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw validationError({ body: "Send a JSON object with a token." });
  const parsed = verifyRequestSchema.safeParse(body);
  if (parsed.success) return parsed.data.token;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    if (issue.code === "unrecognized_keys") for (const key of issue.keys) fields[key] ??= "Unknown field.";
    else fields[issue.path.join(".") || "body"] ??= issue.message;
  }
  throw validationError(fields);
}

/**
 * POST /api/verify-recaptcha {token} → 200 {success, score, pass?} (spec section 7). A passing answer
 * carries the single-use pass that the submit calls send back as `human_check_pass`.
 */
export async function humanCheckRoutes(app: FastifyInstance, { humanCheck }: { humanCheck: HumanCheck }) {
  app.post("/api/verify-recaptcha", async (request) => {
    const token = parseVerifyRequest(request.body);
    return humanCheck.verifyToken(token, request.ip);
  });
}
