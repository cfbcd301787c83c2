import { describe, expect, it } from "vitest";
import { readUtmParams, UTM_MAX_LENGTH } from "./utm";

describe("readUtmParams", () => {
  it("reads the five UTM parameters and ignores everything else", () => {
    expect(readUtmParams("?utm_source=instagram&utm_medium=social&utm_campaign=fall&utm_content=reel&utm_term=dorm&join=1")).toEqual({
      utm_source: "instagram",
      utm_medium: "social",
      utm_campaign: "fall",
      utm_content: "reel",
      utm_term: "dorm",
    });
  });

  it("drops empty values and trims, and cuts long values at the cap", () => {
    expect(readUtmParams("?utm_source=%20%20&utm_medium=%20email%20")).toEqual({ utm_medium: "email" });
    expect(readUtmParams(`?utm_campaign=${"x".repeat(400)}`).utm_campaign).toHaveLength(UTM_MAX_LENGTH);
    expect(readUtmParams("")).toEqual({});
  });
});
