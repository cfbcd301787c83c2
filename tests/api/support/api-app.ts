/**
 * The API as the tests drive it: the real buildApp (no site) on a fresh database of one dialect, with
 * rate limits off unless a test turns them on, and a human check a test can replace with a fake.
 */
import { randomBytes } from "node:crypto";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import type { Kysely } from "kysely";
import { buildApp } from "../../../server/app";
import { loadConfig } from "../../../server/config";
import type { DialectName } from "../../../server/db/connect";
import type { Database } from "../../../server/db/schema";
import type { HumanCheck } from "../../../server/services/human-check";
import { openTestDatabase, type TestDatabase } from "./test-databases";

export interface ApiTestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  secret: Buffer;
  /** POSTs `body` as JSON (a string is sent as it is). */
  post: (url: string, body: unknown, options?: Omit<InjectOptions, "method" | "url" | "payload">) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
}

export interface ApiTestOptions {
  /** Extra environment for loadConfig, e.g. rate-limit settings. */
  env?: Record<string, string>;
  humanCheck?: HumanCheck;
  label?: string;
}

export async function openApiTestApp(dialect: DialectName, { env = {}, humanCheck, label = "api" }: ApiTestOptions = {}): Promise<ApiTestApp> {
  const database: TestDatabase = await openTestDatabase(dialect, label);
  const config = loadConfig({ LOG_LEVEL: "silent", RATE_LIMIT_ENABLED: "false", ...env });
  const secret = randomBytes(32);
  const app = await buildApp({ config, database: database.handle, serveSite: false, secret, humanCheck });
  await app.ready();
  return {
    app,
    db: database.handle.db,
    secret,
    post: (url, body, options = {}) =>
      app.inject({
        method: "POST",
        url,
        ...options,
        headers: { "content-type": "application/json", ...options.headers },
        payload: typeof body === "string" || Buffer.isBuffer(body) ? body : JSON.stringify(body),
      }),
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
