import { describe, expect, it } from "vitest";
import { matchPath, matchRoute } from "./match-route";

const table = [{ path: "/" }, { path: "/kits" }, { path: "/kit/:kitId" }, { path: "*" }];

describe("matchRoute", () => {
  it("matches static paths exactly, ignoring a trailing slash", () => {
    expect(matchRoute(table, "/kits").route.path).toBe("/kits");
    expect(matchRoute(table, "/kits/").route.path).toBe("/kits");
    expect(matchRoute(table, "/").route.path).toBe("/");
  });

  it("extracts and decodes parameters", () => {
    expect(matchRoute(table, "/kit/heritage%20halls")).toEqual({ route: { path: "/kit/:kitId" }, params: { kitId: "heritage halls" } });
  });

  it("sends anything else, including deeper kit paths and bad encodings, to the catch-all", () => {
    expect(matchRoute(table, "/kit/a/b").route.path).toBe("*");
    expect(matchRoute(table, "/kit/%E0%A4%A").route.path).toBe("*");
    expect(matchRoute(table, "/nope").route.path).toBe("*");
  });

  it("refuses a table without a catch-all", () => {
    expect(() => matchRoute([{ path: "/" }], "/x")).toThrow(/catch-all|"\*"/);
    expect(matchPath("/a", "/b")).toBeNull();
  });
});
