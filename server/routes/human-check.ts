import type { FastifyInstance } from "fastify";
import * as z from "zod/mini";
import type { ServerConfig } from "../config";
import { acceptJsonBodiesOnly } from "../http/json-body";
import { registerSubmitLimits } from "../http/rate-limits";
import { parseBody } from "../http/validate-body";
import type { HumanCheck } from "../services/human-check";

/** reCAPTCHA v3 tokens run to about 2,200 characters; twice that leaves room without inviting abuse. */
export const HUMAN_CHECK_TOKEN_MAX_LENGTH = 4096;

const verifyRequestSchema = z.strictObject({
  token: z.string("token must be a string").check(
    z.minLength(1, "token is required"),
    z.maxLength(HUMAN_CHECK_TOKEN_MAX_LENGTH, `token must be at most ${HUMAN_CHECK_TOKEN_MAX_LENGTH} characters`),
  ),
});

/**
 * POST /api/verify-recaptcha {token} → 200 {success, score, pass?} (spec section 7). A passing answer
 * carries the single-use pass that the submit calls send back as `human_check_pass`; a verifier that
 * cannot answer gives 503 HUMAN_CHECK_UNAVAILABLE, which the browser shows as a failed check.
 */
export async function humanCheckRoutes(
  app: FastifyInstance,
  { humanCheck, rateLimit }: { humanCheck: HumanCheck; rateLimit: ServerConfig["rateLimit"] },
) {
  acceptJsonBodiesOnly(app);
  // Each call costs a request to Google: the same per-IP limit as the submit routes keeps it from being a relay.
  const limits = await registerSubmitLimits(app, rateLimit);
  app.post("/api/verify-recaptcha", limits.perIp, async (request) => {
    const { token } = parseBody(verifyRequestSchema, request.body);
    return humanCheck.verifyToken(token, request.ip);
  });
}
