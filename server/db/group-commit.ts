import type { Kysely, Transaction } from "kysely";
import type { Database } from "./schema";

export type Write<T> = (trx: Transaction<Database>) => Promise<T>;

interface QueuedWrite {
  work: Write<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export interface GroupCommitOptions {
  /**
   * The most writes one transaction carries; the rest wait for the next one. Smaller than a big burst on
   * purpose: the first answers go out (and their clients send again) while the rest is being written.
   */
  maxBatchSize?: number;
  /** Called after each COMMIT with the number of writes it held (metrics and tests). */
  onBatchCommitted?: (size: number) => void;
}

/** Thrown inside the shared transaction to roll it back when one write failed; never leaves this module. */
class WriteFailed extends Error {}

/**
 * Group commit: writes that arrive together share one transaction, so a durable database pays one
 * flush to disk for the whole group instead of one per request. Each caller's promise settles only
 * after the COMMIT that holds its write, so a 2xx always means "on disk".
 *
 * Writes queue up during one turn of the event loop and are flushed together on the next (setImmediate);
 * one batch is in flight at a time, in arrival order. When a write throws, the shared transaction rolls
 * back and every write of the batch is replayed alone, so one bad write fails only its own caller. A
 * write must therefore touch nothing but the transaction it is given.
 */
export class GroupCommit {
  readonly #db: Kysely<Database>;
  readonly #maxBatchSize: number;
  readonly #onBatchCommitted: (size: number) => void;
  #queue: QueuedWrite[] = [];
  #running: Promise<void> | null = null;

  constructor(db: Kysely<Database>, { maxBatchSize = 32, onBatchCommitted = () => {} }: GroupCommitOptions = {}) {
    this.#db = db;
    this.#maxBatchSize = maxBatchSize;
    this.#onBatchCommitted = onBatchCommitted;
  }

  /** Runs `work` in the next shared transaction; resolves with its result once that transaction committed. */
  write<T>(work: Write<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      this.#schedule();
    });
  }

  /** Resolves when every write queued so far has settled; used on shutdown before closing the database. */
  async drain(): Promise<void> {
    while (this.#running) await this.#running;
  }

  #schedule(): void {
    if (this.#running) return;
    this.#running = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.#flushQueue())
      .finally(() => {
        this.#running = null;
        if (this.#queue.length > 0) this.#schedule();
      });
  }

  async #flushQueue(): Promise<void> {
    while (this.#queue.length > 0) {
      const batch = this.#queue.splice(0, this.#maxBatchSize);
      await this.#commitBatch(batch);
    }
  }

  async #commitBatch(batch: QueuedWrite[]): Promise<void> {
    let results: unknown[];
    try {
      results = await this.#db.transaction().execute(async (trx) => {
        const done: unknown[] = [];
        for (const write of batch) {
          try {
            done.push(await write.work(trx));
          } catch (error) {
            throw new WriteFailed("a write of the batch failed", { cause: error });
          }
        }
        return done;
      });
    } catch (error) {
      // A failed BEGIN or COMMIT says nothing about which write is at fault, and a COMMIT that failed on a
      // lost connection may still have landed: replaying could apply writes twice. Only a failed write replays.
      if (!(error instanceof WriteFailed) || batch.length === 1) {
        const cause = error instanceof WriteFailed ? error.cause : error;
        for (const write of batch) write.reject(cause);
        return;
      }
      await this.#replayAlone(batch);
      return;
    }
    this.#onBatchCommitted(batch.length);
    batch.forEach((write, index) => write.resolve(results[index]));
  }

  async #replayAlone(batch: QueuedWrite[]): Promise<void> {
    for (const write of batch) {
      try {
        const result = await this.#db.transaction().execute(write.work);
        this.#onBatchCommitted(1);
        write.resolve(result);
      } catch (error) {
        write.reject(error);
      }
    }
  }
}
