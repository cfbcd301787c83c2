/**
 * `npm run bench:web`: Lighthouse 12 (mobile emulation, simulated throttling) against the real server
 * serving a build made with the default settings, for /, /kits, /about and /contact, 3 runs each. Prints
 * per page the median of each figure beside its target, and what kept any score below 100.
 * BENCH_WEB_RUNS changes the run count; BENCH_WEB_BUILD_DIR the build directory (default build-bench-web).
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import { findFreePort } from "../tests/api/support/free-port";
import { printReport, type PageResult } from "./web-report";
import { runLighthouse } from "./web-lighthouse";

const PAGES = ["/", "/kits", "/about", "/contact"];
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const BUILD_DIR = resolve(process.env.BENCH_WEB_BUILD_DIR ?? "build-bench-web");
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

/** Default settings, spelled out so a developer's .env (GA, reCAPTCHA) does not change what is measured. */
function benchEnv(port: number, dataDir: string): Record<string, string> {
  return {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? "",
    BUILD_DIR,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_URL: `http://127.0.0.1:${port}`,
    GA_MEASUREMENT_ID: "",
    RECAPTCHA_SITE_KEY: "",
    RECAPTCHA_SECRET_KEY: "",
    LOG_LEVEL: "info",
  };
}

/** Starts the built server and resolves once it has compressed the site (it logs that line). */
function startSiteServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--enable-source-maps", join(BUILD_DIR, "server/main.js")], { env, stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolveReady, reject) => {
    child.once("exit", (code) => reject(new Error(`the server exited with ${code} before it was ready`)));
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("text files compressed")) {
        output = "";
        resolveReady(child);
      }
      output = output.slice(-500);
    });
  });
}

/**
 * The page's own scripts weighed in one encoding: gzip is the unit of the JavaScript budget; brotli is
 * what a visitor over HTTPS downloads (Chromium offers br only on secure origins, so not to this run).
 */
async function encodedBytes(urls: string[], encoding: "gzip" | "br"): Promise<number> {
  let total = 0;
  for (const url of new Set(urls)) {
    const response = await fetch(url, { headers: { "accept-encoding": encoding } });
    total += Number(response.headers.get("content-length") ?? (await response.arrayBuffer()).byteLength);
  }
  return total;
}

/** Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART, NO_FCP); such a run is redone, up to twice. */
async function runWithRetries(url: string, chromePort: number) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url, chromePort);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`\n${(error as Error).message}; running it again.`);
    }
  }
}

const port = await findFreePort();
const dataDir = mkdtempSync(join(tmpdir(), "bench-web-"));
const env = benchEnv(port, dataDir);
console.log(`Building (if needed) into ${BUILD_DIR} for ${env.SITE_URL}...`);
const build = spawnSync(process.execPath, ["--import", "tsx", "scripts/ensure-build.ts"], { env, stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);

const server = await startSiteServer(env);
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });
try {
  const results: PageResult[] = [];
  for (const path of PAGES) {
    const runs = [];
    for (let run = 1; run <= RUNS; run++) {
      process.stdout.write(`Lighthouse ${path} run ${run}/${RUNS}...\r`);
      runs.push(await runWithRetries(`${env.SITE_URL}${path}`, chrome.port));
    }
    const scripts = runs[0]!.scriptUrls;
    results.push({ path, runs, scriptGzipBytes: await encodedBytes(scripts, "gzip"), scriptBrotliBytes: await encodedBytes(scripts, "br") });
  }
  printReport(results, RUNS);
} finally {
  chrome.kill();
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}
