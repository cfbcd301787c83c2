/**
 * Runs before `npm start`: builds when there is no build, or when the sources or the public settings
 * in the environment changed since the last one, so the owner never serves stale pages.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { ConfigError } from "../domain/public-config";
import { loadDotEnv } from "../server/load-env";
import { buildDirectory, buildInfoFile, computeBuildFingerprint } from "./build-fingerprint";

loadDotEnv();

function builtFingerprint(): string | null {
  const file = buildInfoFile(buildDirectory());
  if (!existsSync(file)) return null;
  try {
    return (JSON.parse(readFileSync(file, "utf8")) as { fingerprint?: string }).fingerprint ?? null;
  } catch {
    return null;
  }
}

try {
  const wanted = computeBuildFingerprint(process.cwd(), process.env);
  const built = builtFingerprint();
  if (built !== wanted) {
    console.log(built ? "Sources or settings changed since the last build; building again..." : "No build yet; building...");
    const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/build.ts"], { stdio: "inherit" });
    process.exit(result.status ?? 1);
  }
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
