import { describe, expect, it } from "vitest";
import { shouldScrollToEarlyAccess } from "./early-access-scroll";

const plain = { hash: "", search: "", state: null };

describe("shouldScrollToEarlyAccess", () => {
  it("scrolls for the hash, ?join=1 and navigation state", () => {
    expect(shouldScrollToEarlyAccess({ ...plain, hash: "#early-access" })).toBe(true);
    expect(shouldScrollToEarlyAccess({ ...plain, search: "?utm_source=x&join=1" })).toBe(true);
    expect(shouldScrollToEarlyAccess({ ...plain, state: { scrollTo: "early-access" } })).toBe(true);
  });

  it("stays put otherwise", () => {
    expect(shouldScrollToEarlyAccess(plain)).toBe(false);
    expect(shouldScrollToEarlyAccess({ ...plain, hash: "#faq" })).toBe(false);
    expect(shouldScrollToEarlyAccess({ ...plain, search: "?join=0" })).toBe(false);
    expect(shouldScrollToEarlyAccess({ ...plain, state: { scrollTo: "top" } })).toBe(false);
  });
});
