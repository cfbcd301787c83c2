import { KIT_CATEGORY_LABELS, type Kit, type KitCategory } from "./kits";

/** The kits page filter pills (spec section 4: all by default, on-campus, off-campus). */
export type KitFilter = "all" | KitCategory;

export const kitFilters: readonly { value: KitFilter; label: string }[] = [
  { value: "all", label: "All Kits" },
  { value: "on-campus", label: KIT_CATEGORY_LABELS["on-campus"] },
  { value: "off-campus", label: KIT_CATEGORY_LABELS["off-campus"] },
];

export function filterKits(all: readonly Kit[], filter: KitFilter): readonly Kit[] {
  return filter === "all" ? all : all.filter((kit) => kit.category === filter);
}
