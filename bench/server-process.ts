/** The measured server as a child process: bundled to plain JavaScript first, as `npm run build` ships it. */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";

/** Bundles the two benchmark servers; returns the paths of the hello-world and the API scripts. */
export async function bundleBenchServers(outDir: string): Promise<{ hello: string; api: string }> {
  await build({
    entryPoints: ["bench/hello-server.ts", "bench/api-server.ts"],
    outdir: outDir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
  return { hello: join(outDir, "hello-server.mjs"), api: join(outDir, "api-server.mjs") };
}

/** Starts the bundled server with `env` and resolves once it prints "ready". */
export function startServer(script: string, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [script], { env: { ...process.env, ...env, NODE_ENV: "production" }, stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolveReady, reject) => {
    child.once("exit", (code) => reject(new Error(`the benchmark server exited with ${code} before it was ready`)));
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("ready")) resolveReady(child);
    });
  });
}

/** SIGTERM lets the server commit what it acknowledged and close the database; then it exits. */
export function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolveStopped) => {
    child.once("exit", () => resolveStopped());
    child.kill("SIGTERM");
  });
}

/** Resident memory of one process, from /proc (Linux), in MB. */
export function readRssMb(pid: number): number {
  const match = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

/** CPU time (user + system) a process has used so far, from /proc/<pid>/stat, in milliseconds. */
export function readCpuMs(pid: number): number {
  // Fields after the command name (which may hold spaces, hence the split at ") "); utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** USER_HZ; 100 on every Linux this runs on (getconf CLK_TCK). */
const CLOCK_TICKS_PER_SECOND = 100;

/** Samples a live process's RSS until stopped; the returned function stops and gives the peak (again if called again). */
export function samplePeakRss(pid: number): () => number {
  let peak = readRssMb(pid);
  let timer: NodeJS.Timeout | undefined = setInterval(() => {
    peak = Math.max(peak, readRssMb(pid));
  }, 200);
  return () => {
    if (timer) peak = Math.max(peak, readRssMb(pid));
    clearInterval(timer);
    timer = undefined;
    return peak;
  };
}
