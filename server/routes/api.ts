import type { FastifyInstance } from "fastify";
import type { ServerConfig } from "../config";
import type { DatabaseHandle } from "../db/connect";
import { GroupCommit } from "../db/group-commit";
import { acceptJsonBodiesOnly } from "../http/json-body";
import { registerSubmitLimits } from "../http/rate-limits";
import { createContactService } from "../services/contact";
import type { HumanCheck } from "../services/human-check";
import { createSignupService } from "../services/signup";
import { createSurveyService } from "../services/survey";
import { createSurveyTokens } from "../services/survey-token";
import { contactRoutes } from "./contact";
import { leadRoutes } from "./leads";

export interface ApiRoutesOptions {
  config: ServerConfig;
  database: DatabaseHandle;
  humanCheck: HumanCheck;
  /** The app secret (see services/app-secret.ts). */
  secret: Buffer;
  /** Called after each committed write, e.g. to wake the outbox worker for the forwards it queued. */
  onWriteCommitted?: () => void;
}

/**
 * The waitlist and contact API, registered under /api: JSON bodies only, rate limits on the submit
 * routes, and one group-commit writer shared by every write so concurrent submissions share a COMMIT.
 * On close, queued writes are committed before the database may be closed.
 */
export async function apiRoutes(app: FastifyInstance, { config, database, humanCheck, secret, onWriteCommitted }: ApiRoutesOptions) {
  acceptJsonBodiesOnly(app);
  const limits = await registerSubmitLimits(app, config.rateLimit);
  const writes = new GroupCommit(database.db, { onBatchCommitted: onWriteCommitted });
  app.addHook("onClose", () => writes.drain());

  const surveyTokens = createSurveyTokens(secret);
  await app.register(leadRoutes, {
    signups: createSignupService({ humanCheck, writes, surveyTokens }),
    surveys: createSurveyService({ writes, surveyTokens }),
    limits,
  });
  await app.register(contactRoutes, { contact: createContactService({ humanCheck, writes }), limits });
}
