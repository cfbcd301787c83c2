/**
 * `npm run build`: client bundle, prerender bundle, the prerendered pages, and the server bundle, in
 * BUILD_DIR (default build/). Writes build-info.json last, so a half-finished build never looks fresh.
 */
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { build as esbuild } from "esbuild";
import { build as viteBuild } from "vite";
import { parsePublicConfig } from "../domain/public-config";
import { loadDotEnv } from "../server/load-env";
import { buildDirectory, buildInfoFile, computeBuildFingerprint } from "./build-fingerprint";
import { prerender } from "./prerender";

loadDotEnv();
const started = performance.now();
const publicConfig = parsePublicConfig(process.env);
const buildDir = buildDirectory();
rmSync(buildDir, { recursive: true, force: true });

await viteBuild({ logLevel: "warn", build: { outDir: join(buildDir, "client") } });
await viteBuild({
  logLevel: "warn",
  build: { ssr: "app/entry.server.tsx", outDir: join(buildDir, "prerender"), manifest: false, rollupOptions: { input: "app/entry.server.tsx" } },
});
const pages = await prerender(buildDir, publicConfig.siteUrl);

await esbuild({
  entryPoints: ["server/main.ts"],
  outfile: join(buildDir, "server/main.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});

writeFileSync(
  buildInfoFile(buildDir),
  `${JSON.stringify({ fingerprint: computeBuildFingerprint(process.cwd(), process.env), builtAt: new Date().toISOString() }, null, 2)}\n`,
);
console.log(`Built ${pages.length} pages for ${publicConfig.siteUrl} into ${buildDir} in ${Math.round(performance.now() - started)} ms.`);
