import type { Kit, KitCategory } from "./kits";

/** The kits page filter pills (spec section 4: all by default, on-campus, off-campus). */
export type KitFilter = "all" | KitCategory;

export const kitFilters: readonly { value: KitFilter; label: string }[] = [
  { value: "all", label: "All Kits" },
  { value: "on-campus", label: "On-Campus" },
  { value: "off-campus", label: "Off-Campus" },
];

export function filterKits(all: readonly Kit[], filter: KitFilter): readonly Kit[] {
  return filter === "all" ? all : all.filter((kit) => kit.category === filter);
}
