import { type Compilable, CompiledQuery, type Kysely, type QueryResult, type Transaction } from "kysely";
import type { Database } from "./schema";

type Executor = Kysely<Database> | Transaction<Database>;

/** Stands in for a value while the query is compiled; its position in the parameters says where the value goes. */
class Placeholder {
  constructor(readonly name: string) {}
}

type Slot = { name: string } | { constant: unknown };

export type QueryTemplate<Values, Row> = (executor: Executor, values: Values) => Promise<QueryResult<Row>>;

/**
 * A query built and compiled by Kysely once per dialect, then run many times with new values. Building
 * and compiling a long upsert costs several times what SQLite needs to run it, and a sign-up runs it on
 * every request. The query's shape must not depend on the values (use one template per shape); values
 * written inline in the builder (a literal 1 in a condition) stay as they were compiled.
 *
 * @example
 * const insertNote = queryTemplate<{ id: string }, never>((value) => db.insertInto("notes").values({ id: value("id") }));
 * await insertNote(trx, { id: "n-1" });
 */
export function queryTemplate<Values extends object, Row>(
  build: (db: Executor, value: (name: keyof Values & string) => never) => Compilable<Row>,
): QueryTemplate<Values, Row> {
  // One compiled form per dialect: the executor's adapter tells SQLite and PostgreSQL apart.
  const compiledByAdapter = new Map<unknown, { sql: string; slots: Slot[] }>();
  const compileFor = (executor: Executor) => {
    const adapter = executor.getExecutor().adapter.constructor;
    let compiled = compiledByAdapter.get(adapter);
    if (!compiled) {
      const query = build(executor, (name) => new Placeholder(name) as never).compile();
      const slots = query.parameters.map((parameter): Slot => (parameter instanceof Placeholder ? { name: parameter.name } : { constant: parameter }));
      compiled = { sql: query.sql, slots };
      compiledByAdapter.set(adapter, compiled);
    }
    return compiled;
  };
  return (executor, values) => {
    const { sql, slots } = compileFor(executor);
    const named = values as Record<string, unknown>;
    const parameters = slots.map((slot) => ("name" in slot ? (named[slot.name] ?? null) : slot.constant));
    return executor.executeQuery(CompiledQuery.raw(sql, parameters) as CompiledQuery<Row>);
  };
}
