import { type Kysely, Migrator, PostgresAdapter, sql } from "kysely";
import { migrations } from "./migrations";

/**
 * On PostgreSQL, Kysely looks for its bookkeeping tables in every schema it can see unless told which
 * one is ours; a database that holds other schemas (a test run, another app) would fool it. Ours is the
 * connection's current schema (the first of its search_path).
 */
async function migrationTableSchema(db: Kysely<any>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? undefined;
}

/** Applies every pending migration; throws with the failing migration's name so start-up stops loudly. */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: await migrationTableSchema(db),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error) {
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((result) => result.status === "Success").map((result) => result.migrationName);
}
