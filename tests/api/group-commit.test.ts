import { afterAll, beforeAll, expect, it } from "vitest";
import { GroupCommit } from "../../server/db/group-commit";
import type { DatabaseHandle } from "../../server/db/connect";
import { describeOnEachDatabase, openTestDatabase, type TestDatabase } from "./support/test-databases";

const secretRow = (name: string) => ({ name, value: "v", created_at: new Date().toISOString() });

describeOnEachDatabase("group commit", (dialect) => {
  let database: TestDatabase;
  let observer: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(dialect, "group_commit");
    observer = database.openAnother();
  });
  afterAll(async () => database.drop());

  const storedNames = async (prefix: string) =>
    (await observer.db.selectFrom("app_secrets").select("name").where("name", "like", `${prefix}%`).orderBy("name").execute()).map((row) => row.name);

  it("puts concurrent writes in shared transactions and answers each only once its COMMIT is visible to others", async () => {
    const batches: number[] = [];
    const writes = new GroupCommit(database.handle.db, { onBatchCommitted: (size) => batches.push(size) });
    const names = Array.from({ length: 50 }, (_, index) => `batch-${String(index).padStart(2, "0")}`);
    const seenOnAnswer = await Promise.all(
      names.map(async (name) => {
        await writes.write((trx) => trx.insertInto("app_secrets").values(secretRow(name)).execute());
        // Another connection (another process, for SQLite) sees the row as soon as the caller is answered.
        return (await storedNames(name)).length;
      }),
    );
    expect(seenOnAnswer.every((count) => count === 1)).toBe(true);
    expect(batches.reduce((sum, size) => sum + size, 0)).toBe(50);
    expect(batches.length).toBeLessThan(50);
    expect(await storedNames("batch-")).toEqual(names);
  });

  it("fails only the write that threw; its neighbours in the batch are committed", async () => {
    const writes = new GroupCommit(database.handle.db);
    const outcomes = await Promise.allSettled([
      writes.write((trx) => trx.insertInto("app_secrets").values(secretRow("mixed-a")).execute()),
      // A primary-key clash is a database error: on PostgreSQL it aborts the whole shared transaction.
      writes.write((trx) => trx.insertInto("app_secrets").values([secretRow("mixed-dup"), secretRow("mixed-dup")]).execute()),
      writes.write((trx) => trx.insertInto("app_secrets").values(secretRow("mixed-b")).execute()),
      writes.write(async () => {
        throw new Error("refused by the caller");
      }),
      writes.write((trx) => trx.insertInto("app_secrets").values(secretRow("mixed-c")).execute()),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "rejected", "fulfilled", "rejected", "fulfilled"]);
    expect(await storedNames("mixed-")).toEqual(["mixed-a", "mixed-b", "mixed-c"]);
  });

  it("resolves each write with its own result, in order, and drains before closing", async () => {
    const writes = new GroupCommit(database.handle.db, { maxBatchSize: 4 });
    const pending = Array.from({ length: 10 }, (_, index) =>
      writes.write(async (trx) => {
        await trx.insertInto("app_secrets").values(secretRow(`order-${index}`)).execute();
        return index;
      }),
    );
    await writes.drain();
    expect(await storedNames("order-")).toHaveLength(10);
    expect(await Promise.all(pending)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
