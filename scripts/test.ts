/**
 * `npm test`: type check, unit and API tests (SQLite, and PostgreSQL when TEST_DATABASE_URL is set),
 * then the browser tests in real Chromium against the built site on the real server.
 * Every step runs even when an earlier one fails, so one run shows every problem; the exit code says if any failed.
 */
import { spawnSync } from "node:child_process";

interface Step {
  name: string;
  command: string;
  args: string[];
}

const steps: Step[] = [
  { name: "type check", command: "npx", args: ["tsc", "--noEmit"] },
  { name: "unit and API tests", command: "npx", args: ["vitest", "run"] },
  { name: "browser tests", command: "npx", args: ["playwright", "test", ...process.argv.slice(2)] },
];

if (!process.env.TEST_DATABASE_URL) {
  console.log("TEST_DATABASE_URL is not set: API tests run on SQLite only (.ci/run sets it to the local PostgreSQL).");
}

const failed: string[] = [];
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const started = performance.now();
  const result = spawnSync(step.command, step.args, { stdio: "inherit" });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`=== ${step.name}: ${result.status === 0 ? "passed" : "FAILED"} in ${seconds} s ===`);
  if (result.status !== 0) failed.push(step.name);
}

if (failed.length) {
  console.error(`\nFailed: ${failed.join(", ")}`);
  process.exit(1);
}
console.log("\nAll tests passed.");
