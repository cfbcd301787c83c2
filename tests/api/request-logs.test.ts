import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { openTestDatabase, type TestDatabase } from "./support/test-databases";

describe("request logs", () => {
  const lines: Record<string, unknown>[] = [];
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase("sqlite", "request_logs");
    const stream = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
    app = await buildApp({ config: loadConfig({}), database: database.handle, serveSite: false, logger: { level: "info", stream } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it("name the path, method, status and time of a request, but not the email and token of its query string", async () => {
    await app.inject({ url: "/thank-you?email=x%40y.z&token=abc" });
    const logged = JSON.stringify(lines);
    expect(logged).not.toMatch(/x%40y\.z|x@y\.z|token|abc/);
    expect(lines).toContainEqual(expect.objectContaining({ msg: "incoming request", req: expect.objectContaining({ method: "GET", url: "/thank-you" }) }));
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: "request completed", res: { statusCode: 404 }, responseTime: expect.any(Number) }),
    );
  });
});
