import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { parsePublicConfig } from "../domain/public-config";

/** What a build is made from: if any of it changes, `npm start` builds again before serving. */
const BUILD_INPUTS = ["app", "domain", "server", "public", "scripts", "package-lock.json", "vite.config.ts", "tsconfig.json"];

function listFiles(path: string): string[] {
  const stats = statSync(path, { throwIfNoEntry: false });
  if (!stats) return [];
  if (stats.isFile()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => (name.endsWith(".test.ts") || name.endsWith(".test.tsx") ? [] : listFiles(join(path, name))));
}

/** A hash of the sources and of the public configuration that the pages were built with. */
export function computeBuildFingerprint(root: string, env: Record<string, string | undefined>): string {
  const hash = createHash("sha256");
  hash.update(JSON.stringify(parsePublicConfig(env)));
  for (const input of BUILD_INPUTS) {
    for (const file of listFiles(join(root, input))) {
      hash.update(relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest("hex");
}

/** Where builds go: `build/` unless BUILD_DIR says otherwise (tests build their own copy). */
export function buildDirectory(env: Record<string, string | undefined> = process.env): string {
  return resolve(env.BUILD_DIR || "build");
}

export function buildInfoFile(buildDir: string): string {
  return join(buildDir, "build-info.json");
}
