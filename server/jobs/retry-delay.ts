/**
 * When a failed forward is tried again: exponential backoff from `baseMs`, doubling per failed attempt,
 * capped at `maxMs`, with "equal jitter" — a random point in the upper half of the step — so a burst of
 * sign-ups that failed together does not retry together, yet no retry comes sooner than half its step.
 * With the defaults (30 s, 1 h): ~30 s, 1 min, 2 min, 4 min, … 32 min, then hourly.
 */
export interface RetryPolicy {
  baseMs: number;
  maxMs: number;
}

/** `failedAttempts` counts the attempt that just failed: 1 after the first failure. */
export function computeRetryDelay(failedAttempts: number, { baseMs, maxMs }: RetryPolicy, random: () => number = Math.random): number {
  const exponent = Math.min(Math.max(failedAttempts - 1, 0), 30);
  const step = Math.min(maxMs, baseMs * 2 ** exponent);
  return Math.round(step / 2 + random() * (step / 2));
}
