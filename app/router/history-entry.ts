import type { NavigationState } from "./location";

/** What this router keeps in history.state: a key for scroll memory and the navigation's state. */
export interface HistoryEntry {
  key: string;
  usr: NavigationState | null;
}

export function currentHistoryEntry(): HistoryEntry {
  const entry = window.history.state as Partial<HistoryEntry> | null;
  if (entry && typeof entry.key === "string") return { key: entry.key, usr: entry.usr ?? null };
  const fresh = { key: createEntryKey(), usr: null };
  window.history.replaceState(fresh, "");
  return fresh;
}

export function createEntryKey(): string {
  return Math.random().toString(36).slice(2, 10);
}
