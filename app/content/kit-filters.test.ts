import { describe, expect, it } from "vitest";
import { filterKits } from "./kit-filters";
import { kits } from "./kits";

describe("filterKits", () => {
  it("shows all six kits by default, four on campus and two off campus", () => {
    expect(filterKits(kits, "all")).toHaveLength(6);
    expect(filterKits(kits, "on-campus").map((kit) => kit.name)).toEqual([
      "Heritage Halls Essential",
      "Helaman Halls Deluxe",
      "Wyview Park Family",
      "Riviera Apartments Premium",
    ]);
    expect(filterKits(kits, "off-campus").map((kit) => kit.name)).toEqual(["Campus Plaza Starter", "Centennial Complete"]);
  });
});

describe("the six kits of the specification", () => {
  it("keep their names, prices and flags", () => {
    expect(kits.map((kit) => [kit.name, kit.price, kit.originalPrice, kit.popular])).toEqual([
      ["Heritage Halls Essential", 149.99, 199.99, true],
      ["Helaman Halls Deluxe", 199.99, 249.99, false],
      ["Wyview Park Family", 299.99, 379.99, false],
      ["Riviera Apartments Premium", 249.99, 319.99, false],
      ["Campus Plaza Starter", 179.99, 229.99, false],
      ["Centennial Complete", 219.99, 279.99, false],
    ]);
    expect(new Set(kits.map((kit) => kit.id)).size).toBe(6);
  });
});
