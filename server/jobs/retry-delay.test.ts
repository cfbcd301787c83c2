import { describe, expect, it } from "vitest";
import { computeRetryDelay } from "./retry-delay";

const policy = { baseMs: 30_000, maxMs: 3_600_000 };

describe("computeRetryDelay", () => {
  it("doubles from the base with each failure and stops at the cap", () => {
    const upper = (attempts: number) => computeRetryDelay(attempts, policy, () => 1);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 20].map(upper)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
  });

  it("spreads retries over the upper half of each step", () => {
    expect(computeRetryDelay(1, policy, () => 0)).toBe(15_000);
    expect(computeRetryDelay(3, policy, () => 0.5)).toBe(90_000);
    expect(computeRetryDelay(50, policy, () => 0)).toBe(1_800_000);
  });
});
