import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import type { DatabaseHandle } from "../db/connect";

/**
 * GET /healthz: 200 when the database answers, 503 when it does not. The owner's monitoring and a load
 * balancer read it; it also counts the forwards waiting for or given up by the spreadsheet web app.
 */
export async function healthRoutes(app: FastifyInstance, { database }: { database: DatabaseHandle }) {
  app.get("/healthz", async (_request, reply) => {
    try {
      await sql`select 1`.execute(database.db);
      const rows = await database.db
        .selectFrom("outbox")
        .select(["status", database.db.fn.countAll<number>().as("count")])
        .where("status", "in", ["pending", "dead"])
        .groupBy("status")
        .execute();
      const count = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
      return { status: "ok", database: database.dialect, outbox: { pending: count("pending"), dead: count("dead") } };
    } catch (error) {
      reply.log.error({ err: error }, "health check failed");
      return reply.status(503).send({ status: "unavailable", database: database.dialect });
    }
  });
}
