/**
 * The real built server as a child process, for tests that must kill it (SIGKILL) and start it again.
 * It is built into its own BUILD_DIR, rebuilt only when sources changed (scripts/ensure-build.ts).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { join } from "node:path";
import { findFreePort } from "./free-port";
import { ensureBuild, PROJECT_ROOT } from "./locked-build";

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

/** Builds into `buildDirName` (inside the project) unless an up-to-date build is there; returns its path. */
export function ensureServerBuild(buildDirName: string): Promise<string> {
  return ensureBuild(buildDirName, BASE_ENV);
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
    cwd: PROJECT_ROOT,
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
