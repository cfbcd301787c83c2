/**
 * `npm run bench:api`: sign-up throughput of the real server (bundled, listening on 127.0.0.1), measured
 * with autocannon — 50 connections, 10 s after a 2 s warm-up — beside a bare Fastify hello-world in the
 * same run. SQLite with synchronous=FULL always; PostgreSQL too when DATABASE_URL or TEST_DATABASE_URL
 * is set. Every request is a hero sign-up with its own email. Afterwards every sign-up answered 2xx must
 * be in the database; the run exits 1 if one is missing or any request failed.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import autocannon from "autocannon";
import { helloWorld, postgresTarget, sqliteTarget, type Target } from "./api-targets";
import { bundleBenchServers, readCpuMs, samplePeakRss, startServer, stopServer } from "./server-process";

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const PORT = Number(process.env.BENCH_PORT ?? 4231);
const postgresUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || "";
const runId = randomBytes(3).toString("hex");

interface Measurement {
  target: Target;
  result: autocannon.Result;
  peakRssMb: number;
  /** Server CPU time per answered request over the measured run: robust to a busy machine, unlike req/s. */
  cpuMicrosPerRequest: number;
  acknowledged: string[];
  stored?: string[];
}

function requestsFor(target: Target, acknowledged: string[]): autocannon.Options {
  if (!target.storedEmails) return { url: `http://127.0.0.1:${PORT}/`, connections: CONNECTIONS };
  let sent = 0;
  return {
    url: `http://127.0.0.1:${PORT}/api/leads`,
    connections: CONNECTIONS,
    method: "POST",
    headers: { "content-type": "application/json" },
    requests: [
      {
        setupRequest: (request, context) => {
          sent += 1;
          context.email = `bench.${runId}.${sent}@example.edu`;
          const body = { email: context.email, role: sent % 2 ? "student" : "parent", housing: "helaman", form_location: "hero", utm_source: "bench", took_ms: 4200 };
          return { ...request, body: JSON.stringify(body) };
        },
        onResponse: (status, _body, context) => {
          if (status >= 200 && status < 300) acknowledged.push(String(context.email));
        },
      },
    ],
  };
}

async function measure(target: Target, scripts: { hello: string; api: string }): Promise<Measurement> {
  const child = await startServer(scripts[target.server], { ...target.env, PORT: String(PORT) });
  const stopSampling = samplePeakRss(child.pid!);
  try {
    const acknowledged: string[] = [];
    const options = requestsFor(target, acknowledged);
    await autocannon({ ...options, duration: WARMUP_SECONDS });
    const cpuBefore = readCpuMs(child.pid!);
    const result = await autocannon({ ...options, duration: SECONDS });
    const cpuMicrosPerRequest = ((readCpuMs(child.pid!) - cpuBefore) * 1000) / Math.max(1, result["2xx"] + result.non2xx);
    const peakRssMb = stopSampling();
    await stopServer(child);
    return { target, result, peakRssMb, cpuMicrosPerRequest, acknowledged, stored: await target.storedEmails?.() };
  } finally {
    stopSampling();
    if (child.exitCode === null) child.kill("SIGKILL");
    await target.cleanUp();
  }
}

const outDir = resolve(".test-data", `bench-build-${runId}`);
mkdirSync(outDir, { recursive: true });
const scripts = await bundleBenchServers(outDir);
const targets = [helloWorld, sqliteTarget(runId)];
if (postgresUrl) targets.push(await postgresTarget(postgresUrl, runId));
else console.log("PostgreSQL skipped: set DATABASE_URL or TEST_DATABASE_URL to measure it too.");

const measurements: Measurement[] = [];
for (const target of targets) measurements.push(await measure(target, scripts));
rmSync(outDir, { recursive: true, force: true });

/** Every acknowledged sign-up is stored; the only extra rows are requests cut off when a run ended. */
function checkStored({ acknowledged, stored }: Measurement) {
  if (!stored) return { missing: 0, extra: 0 };
  const storedSet = new Set(stored);
  const missing = acknowledged.filter((email) => !storedSet.has(email)).length;
  return { missing, extra: stored.length - (acknowledged.length - missing) };
}

const hello = measurements[0]!.result.requests.average;
console.log(`\nautocannon, ${CONNECTIONS} connections, ${SECONDS} s per target after a ${WARMUP_SECONDS} s warm-up; Node ${process.version}\n`);
console.table(
  measurements.map((measured) => {
    const { missing, extra } = checkStored(measured);
    return {
      target: measured.target.name,
      "req/s": Math.round(measured.result.requests.average),
      "p50 ms": measured.result.latency.p50,
      "p99 ms": measured.result.latency.p99,
      errors: measured.result.errors,
      "non-2xx": measured.result.non2xx,
      "RSS MB": Math.round(measured.peakRssMb),
      "CPU µs/req": Math.round(measured.cpuMicrosPerRequest),
      "of hello": `${((measured.result.requests.average / hello) * 100).toFixed(1)}%`,
      "2xx stored": measured.stored ? `${measured.acknowledged.length - missing} / ${measured.acknowledged.length} (+${extra} cut off)` : "",
    };
  }),
);

const durable = measurements[1]!;
const goals = [
  { goal: "durable SQLite sign-ups ≥ 20% of hello-world", met: durable.result.requests.average / hello >= 0.2 },
  { goal: "p99 ≤ 30 ms", met: durable.result.latency.p99 <= 30 },
  { goal: "0 errors, 0 non-2xx", met: durable.result.errors === 0 && durable.result.non2xx === 0 },
  { goal: "server RSS ≤ 150 MB", met: durable.peakRssMb <= 150 },
];
for (const { goal, met } of goals) console.log(`${met ? "met   " : "MISSED"}  ${goal}`);

const failed = measurements.filter((measured) => measured.stored && (checkStored(measured).missing > 0 || measured.result.errors > 0 || measured.result.non2xx > 0));
for (const measured of failed) console.error(`${measured.target.name}: ${checkStored(measured).missing} acknowledged sign-ups missing, ${measured.result.errors} errors, ${measured.result.non2xx} non-2xx`);
process.exit(failed.length ? 1 : 0);
