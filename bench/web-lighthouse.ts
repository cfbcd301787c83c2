/** One Lighthouse run of one page, reduced to the figures the web benchmark reports. */
import lighthouse from "lighthouse";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export interface RunFigures {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** What crossed the network, in whatever encoding the browser and server agreed on. */
  scriptBytes: number;
  totalBytes: number;
  /** Our own script URLs, to weigh them again in gzip (the budget's unit). */
  scriptUrls: string[];
  /** "category: audit id (title)" for every scored audit below 1: what keeps a score from 100. */
  shortfalls: string[];
  /** Lighthouse's measure of this machine's CPU speed at the time; a busy machine scores low and slows every figure. */
  benchmarkIndex: number;
  chromeVersion: string;
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/** Lighthouse 12 in its default mobile emulation with simulated throttling, against a Chrome on `port`. */
export async function runLighthouse(url: string, port: number): Promise<RunFigures> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]!;
  const requests = ((audit("network-requests").details as { items?: NetworkRequest[] } | undefined)?.items ?? []).filter(
    (request) => request.resourceType === "Script",
  );
  const shortfalls = CATEGORIES.flatMap((category) =>
    lhr.categories[category]!.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => audit(ref.id))
      .filter((scored) => scored.score !== null && scored.score < 1)
      .map((scored) => `${category}: ${scored.id} (${scored.title})`),
  );
  return {
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]!.score ?? 0) * 100)])) as Record<Category, number>,
    lcpMs: audit("largest-contentful-paint").numericValue ?? Number.NaN,
    tbtMs: audit("total-blocking-time").numericValue ?? Number.NaN,
    cls: audit("cumulative-layout-shift").numericValue ?? Number.NaN,
    scriptBytes: requests.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    totalBytes: audit("total-byte-weight").numericValue ?? Number.NaN,
    scriptUrls: requests.map((request) => request.url).filter((scriptUrl) => scriptUrl.startsWith(new URL(url).origin)),
    shortfalls,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    chromeVersion: /Chrome\/([\d.]+)/.exec(lhr.environment.hostUserAgent)?.[1] ?? "unknown",
  };
}
