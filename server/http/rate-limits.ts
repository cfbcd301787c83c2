import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from "fastify";
import { ApiErrorCode } from "../../domain/api-errors";
import type { ServerConfig } from "../config";
import { ApiError } from "./api-error";

/** The specification's sentence for RATE_LIMITED (section 8). */
const RATE_LIMITED_MESSAGE = "Too many attempts. Please wait a moment and try again.";
const rateLimited = () => new ApiError(429, ApiErrorCode.rateLimited, RATE_LIMITED_MESSAGE);

/** Counters kept in memory per instance; enough addresses that a busy hour does not evict live ones. */
const IP_COUNTERS = 20_000;
const EMAIL_COUNTERS = 100_000;

export interface SubmitLimits {
  /** Route options that put the per-IP limit on a submit route; empty when limits are off. */
  perIp: RouteShorthandOptions;
  /** A per-email counter for one route: counts a submission, throws 429 with Retry-After when over. */
  perEmail: () => (request: FastifyRequest, reply: FastifyReply, email: string) => Promise<void>;
}

/**
 * Rate limits for the submit routes (issue 3): per client IP, generous because a whole dorm can share
 * one campus address, and a tighter one per normalized email. The client IP honours TRUST_PROXY.
 * RATE_LIMIT_ENABLED=false turns both off (the benchmark does). Register inside the API scope.
 */
export async function registerSubmitLimits(app: FastifyInstance, settings: ServerConfig["rateLimit"]): Promise<SubmitLimits> {
  if (!settings.enabled) return { perIp: {}, perEmail: () => async () => {} };
  await app.register(rateLimit, { global: false, errorResponseBuilder: rateLimited });
  return {
    perIp: { config: { rateLimit: { max: settings.perIpPerMinute, timeWindow: 60_000, cache: IP_COUNTERS } } },
    perEmail: () => {
      const emailOf = new WeakMap<FastifyRequest, string>();
      const check = app.createRateLimit({
        max: settings.perEmailPerHour,
        timeWindow: 3_600_000,
        keyGenerator: (request) => emailOf.get(request) ?? "",
        // The type of these options omits `cache`, but the store it creates honours it.
        ...{ cache: EMAIL_COUNTERS },
      });
      return async (request, reply, email) => {
        emailOf.set(request, email);
        const limit = await check(request);
        if (!limit.isAllowed && limit.isExceeded) {
          reply.header("retry-after", limit.ttlInSeconds);
          throw rateLimited();
        }
      };
    },
  };
}
