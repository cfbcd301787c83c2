import { describe, expect, it } from "vitest";
import { chooseEncoding } from "./accept-encoding";

describe("chooseEncoding", () => {
  it.each([
    [undefined, "identity"],
    ["", "identity"],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["deflate", "identity"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0.1, gzip;q=1", "br"],
    ["BR", "br"],
    ["x-gzip", "gzip"],
    ["*", "br"],
    ["*;q=0", "identity"],
    ["*;q=0, gzip", "gzip"],
    ["br;q=0, gzip;q=0, *;q=0", "identity"],
    ["identity;q=0, gzip", "gzip"],
    ["gzip;q=0.000", "identity"],
    ["gzip;level=9;q=0.5", "gzip"],
    ["gzip;q=garbage", "identity"],
  ] as const)("%j → %s", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });

  it("only offers what the file has", () => {
    expect(chooseEncoding("br, gzip", ["gzip", "identity"])).toBe("gzip");
    expect(chooseEncoding("br, gzip", ["identity"])).toBe("identity");
  });
});
