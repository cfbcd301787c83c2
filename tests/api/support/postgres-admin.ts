import pg from "pg";

/**
 * One statement on a connection of its own, outside any pool: creating and dropping the schemas that
 * tests and benchmarks work in, reading one back, ending a backend.
 */
export async function runAdminQuery<Row extends pg.QueryResultRow = pg.QueryResultRow>(url: string, text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text)).rows;
  } finally {
    await client.end();
  }
}
