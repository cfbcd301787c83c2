import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

/**
 * The worker's whole program (CommonJS, so it can `require` the driver by the path we resolved). It
 * opens its own connection and moves WAL frames into the database file once a second.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driverPath);
const db = new Database(workerData.file);
db.pragma("busy_timeout = 5000");
db.pragma("synchronous = FULL");
const checkpoint = () => {
  try {
    db.pragma("wal_checkpoint(PASSIVE)");
  } catch (error) {
    parentPort.postMessage(String(error));
  }
};
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.on("message", () => {
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort.close();
});
`;

export interface Checkpointer {
  stop: () => Promise<void>;
}

/**
 * WAL checkpoints on a worker thread. SQLite runs a checkpoint inside whichever COMMIT fills the WAL,
 * and copying a few MB back into the database with synchronous=FULL takes tens of milliseconds: on the
 * main thread that stalls every request in flight. A PASSIVE checkpoint from a second connection never
 * blocks the writer, so the main connection keeps only a far-off automatic checkpoint as a backstop.
 */
export function startCheckpointer(file: string, intervalMs = 1000): Checkpointer {
  const driverPath = createRequire(import.meta.url).resolve("better-sqlite3");
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, driverPath, intervalMs } });
  worker.unref();
  worker.on("message", (message) => console.warn(`SQLite background checkpoint failed: ${String(message)}`));
  worker.on("error", (error) => console.warn(`SQLite checkpoint worker stopped: ${error.message}`));
  return {
    stop: () =>
      new Promise<void>((resolveStopped) => {
        if (worker.threadId === -1) return resolveStopped();
        worker.once("exit", () => resolveStopped());
        // Unreferenced, the worker would not keep the process alive long enough to report that it stopped.
        worker.ref();
        worker.postMessage("stop");
      }),
  };
}
