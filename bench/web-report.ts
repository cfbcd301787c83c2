/** Prints the web benchmark: medians per page beside the targets, then what kept any score from 100. */
import { loadavg } from "node:os";
import { CATEGORIES, type RunFigures } from "./web-lighthouse";

export interface PageResult {
  path: string;
  runs: RunFigures[];
  scriptGzipBytes: number;
  scriptBrotliBytes: number;
}

export const TARGETS = { score: 100, lcpMs: 1800, tbtMs: 0, cls: 0, homeScriptGzipKiB: 90 } as const;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const mark = (ok: boolean) => (ok ? " " : "✗");

export function printReport(results: PageResult[], runs: number): void {
  const header = ["page", "perf", "a11y", "best", "seo", "LCP", "TBT", "CLS", "JS sent", "JS gzip", "JS br", "total sent"];
  const rows = [
    header,
    ["target", "100", "100", "100", "100", "< 1.8 s", "0 ms", "0", "", `≤ ${TARGETS.homeScriptGzipKiB} KiB (/)`, "", ""],
  ];
  const misses: string[] = [];
  for (const { path, runs: figures, scriptGzipBytes, scriptBrotliBytes } of results) {
    const scores = CATEGORIES.map((category) => median(figures.map((run) => run.scores[category])));
    const lcp = median(figures.map((run) => run.lcpMs));
    const tbt = median(figures.map((run) => run.tbtMs));
    const cls = median(figures.map((run) => run.cls));
    const jsOk = path !== "/" || scriptGzipBytes <= TARGETS.homeScriptGzipKiB * 1024;
    rows.push([
      path,
      ...scores.map((score) => `${score}${mark(score >= TARGETS.score)}`),
      `${(lcp / 1000).toFixed(2)} s${mark(lcp < TARGETS.lcpMs)}`,
      `${Math.round(tbt)} ms${mark(tbt <= TARGETS.tbtMs)}`,
      `${cls.toFixed(3)}${mark(cls <= TARGETS.cls)}`,
      kib(median(figures.map((run) => run.scriptBytes))),
      `${kib(scriptGzipBytes)}${mark(jsOk)}`,
      kib(scriptBrotliBytes),
      kib(median(figures.map((run) => run.totalBytes))),
    ]);
    for (const shortfall of new Set(figures.flatMap((run) => run.shortfalls))) {
      const seen = figures.filter((run) => run.shortfalls.includes(shortfall)).length;
      misses.push(`${path}  ${shortfall}  (${seen} of ${figures.length} runs)`);
    }
  }
  const widths = header.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const allRuns = results.flatMap((result) => result.runs);
  const machine = `Chromium ${allRuns[0]?.chromeVersion}, Lighthouse benchmarkIndex ${Math.round(median(allRuns.map((run) => run.benchmarkIndex)))}, load average ${loadavg()[0]!.toFixed(1)}`;
  console.log(`\nLighthouse 12, mobile emulation, simulated throttling; median of ${runs} runs per page (✗ = misses its target)`);
  console.log(`${machine}\n`);
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join("  "));
  console.log(misses.length ? `\nScored audits below 100:\n  ${misses.join("\n  ")}` : "\nEvery scored audit passed on every run.");
}
