/**
 * Builds the site and server into a directory of the project for a test, unless an up-to-date build is
 * already there (scripts/ensure-build.ts decides). Several test files, or two people's runs, may ask for
 * the same build at once: a lock directory makes the later ones wait for the first.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";

export const PROJECT_ROOT = resolve(fileURLToPath(import.meta.url), "../../../..");
const BUILD_TIMEOUT_MS = 180_000;

async function withLock<T>(lockDir: string, work: () => T): Promise<T> {
  const deadline = Date.now() + BUILD_TIMEOUT_MS;
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      // A lock left behind by a run that was killed mid-build is taken over once it is too old to be live.
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

/** Builds with exactly `env` (plus PATH and HOME) into `buildDirName`; returns the build's absolute path. */
export async function ensureBuild(buildDirName: string, env: Record<string, string>): Promise<string> {
  const buildDir = join(PROJECT_ROOT, buildDirName);
  await withLock(`${buildDir}.lock`, () => {
    const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/ensure-build.ts"], {
      cwd: PROJECT_ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env, BUILD_DIR: buildDirName },
      encoding: "utf8",
      timeout: BUILD_TIMEOUT_MS,
    });
    if (result.status !== 0) throw new Error(`The build failed:\n${result.stdout}\n${result.stderr}`);
  });
  return buildDir;
}
