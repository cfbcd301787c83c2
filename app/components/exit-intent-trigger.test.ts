import { describe, expect, it } from "vitest";
import { EXIT_INTENT_STORAGE_KEY, isExitThroughTop, mayShowExitIntent, rememberExitIntentShown } from "./exit-intent-trigger";

function memoryStorage(): Pick<Storage, "getItem" | "setItem"> {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

describe("isExitThroughTop", () => {
  it("is true only when the pointer leaves the document through the top edge", () => {
    expect(isExitThroughTop({ clientY: 0, relatedTarget: null })).toBe(true);
    expect(isExitThroughTop({ clientY: -12, relatedTarget: null })).toBe(true);
    expect(isExitThroughTop({ clientY: 400, relatedTarget: null })).toBe(false);
    expect(isExitThroughTop({ clientY: -1, relatedTarget: {} as EventTarget })).toBe(false);
  });
});

describe("mayShowExitIntent", () => {
  it("needs a viewport of at least 768 px", () => {
    expect(mayShowExitIntent(767, memoryStorage())).toBe(false);
    expect(mayShowExitIntent(768, memoryStorage())).toBe(true);
  });

  it("shows once per session", () => {
    const storage = memoryStorage();
    expect(mayShowExitIntent(1280, storage)).toBe(true);
    rememberExitIntentShown(storage);
    expect(storage.getItem(EXIT_INTENT_STORAGE_KEY)).not.toBeNull();
    expect(mayShowExitIntent(1280, storage)).toBe(false);
  });

  it("stays quiet when session storage is missing or refuses to work", () => {
    expect(mayShowExitIntent(1280, null)).toBe(false);
    const broken = { getItem: () => { throw new Error("SecurityError"); } };
    expect(mayShowExitIntent(1280, broken)).toBe(false);
  });
});
