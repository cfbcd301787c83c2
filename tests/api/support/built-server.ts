/**
 * The real built server as a child process, for tests that must kill it (SIGKILL) and start it again.
 * It is built into its own BUILD_DIR, rebuilt only when sources changed (scripts/ensure-build.ts).
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdirSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";

const ROOT = resolve(fileURLToPath(import.meta.url), "../../../..");
const BUILD_TIMEOUT_MS = 180_000;

/**
 * Every setting the build and the server read, spelled out, so a developer's .env (which never
 * overrides a variable that is set, even empty) cannot turn this into a PostgreSQL or reCAPTCHA run.
 */
const BASE_ENV: Record<string, string> = {
  SITE_URL: "https://dormready.test",
  BRAND_NAME: "DormReady",
  GA_MEASUREMENT_ID: "",
  RECAPTCHA_SITE_KEY: "",
  RECAPTCHA_SECRET_KEY: "",
  DATABASE_URL: "",
  APP_SECRET: "",
  HOST: "127.0.0.1",
  LOG_LEVEL: "warn",
};

/** Two runs in one checkout may ask at once: a lock directory makes the second wait for the first's build. */
async function withLock<T>(lockDir: string, work: () => T): Promise<T> {
  const deadline = Date.now() + BUILD_TIMEOUT_MS;
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const age = Date.now() - (statSync(lockDir, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > BUILD_TIMEOUT_MS) rmSync(lockDir, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`Timed out waiting for the build lock ${lockDir}`);
      await sleep(250);
    }
  }
  try {
    return work();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

/** Builds into `buildDirName` (inside the project) unless an up-to-date build is there; returns its path. */
export async function ensureServerBuild(buildDirName: string): Promise<string> {
  const buildDir = join(ROOT, buildDirName);
  await withLock(`${buildDir}.lock`, () => {
    const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/ensure-build.ts"], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...BASE_ENV, BUILD_DIR: buildDirName },
      encoding: "utf8",
      timeout: BUILD_TIMEOUT_MS,
    });
    if (result.status !== 0) throw new Error(`The build failed:\n${result.stdout}\n${result.stderr}`);
  });
  return buildDir;
}

/** A port nobody listens on right now. */
export function findFreePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolvePort(address.port) : reject(new Error("no port"))));
    });
  });
}

export interface RunningServer {
  url: string;
  child: ChildProcess;
  /** What the server printed, for the failure message. */
  output: () => string;
  /** SIGKILL: no shutdown hook runs, nothing is flushed beyond what was committed. */
  kill: () => Promise<void>;
  /** SIGTERM and wait for the exit. */
  stop: () => Promise<void>;
}

export async function startBuiltServer(buildDir: string, env: Record<string, string>): Promise<RunningServer> {
  const port = await findFreePort();
  const child = spawn(process.execPath, ["--enable-source-maps", join(buildDir, "server/main.js")], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...BASE_ENV, BUILD_DIR: buildDir, ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolveExit) => child.once("exit", () => resolveExit()));
  const url = `http://127.0.0.1:${port}`;
  const server: RunningServer = {
    url,
    child,
    output: () => output,
    kill: async () => {
      child.kill("SIGKILL");
      await exited;
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited at start-up:\n${output}`);
    const healthy = await fetch(`${url}/healthz`).then((response) => response.ok, () => false);
    if (healthy) return server;
    await sleep(100);
  }
  await server.kill();
  throw new Error(`The server did not answer /healthz within 30 s:\n${output}`);
}
