import { describe, expect, it } from "vitest";
import { newTimeOrderedId } from "./time-ordered-id";

describe("newTimeOrderedId", () => {
  it("is a version 7 UUID carrying the time in its first 48 bits", () => {
    const at = Date.parse("2025-08-01T12:00:00.000Z");
    const id = newTimeOrderedId(at);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Number.parseInt(id.replace("-", "").slice(0, 12), 16)).toBe(at);
  });

  it("sorts by time, and differs within one millisecond", () => {
    const earlier = newTimeOrderedId(1_000_000);
    const later = newTimeOrderedId(1_000_001);
    expect(earlier < later).toBe(true);
    const sameMs = new Set(Array.from({ length: 1000 }, () => newTimeOrderedId(5)));
    expect(sameMs.size).toBe(1000);
  });
});
