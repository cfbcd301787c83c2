import { describe, expect, it } from "vitest";
import { renderKitPage } from "./kit-page";

const TEMPLATE = '<link rel="canonical" href="https://dormready.com/kit/__kit_id__"><meta property="og:url" content="https://dormready.com/kit/__kit_id__">';

describe("renderKitPage", () => {
  it("writes the id everywhere the template holds the placeholder", () => {
    expect(renderKitPage(TEMPLATE, "heritage-halls-essential")).toBe(TEMPLATE.replaceAll("__kit_id__", "heritage-halls-essential"));
  });

  it("encodes what a browser would and escapes what HTML needs", () => {
    expect(renderKitPage(TEMPLATE, `a"b<c>d e`)).toContain('href="https://dormready.com/kit/a%22b%3Cc%3Ed%20e"');
    expect(renderKitPage(TEMPLATE, "it's&co")).toContain('href="https://dormready.com/kit/it&#39;s&amp;co"');
    expect(renderKitPage(TEMPLATE, "café")).toContain('href="https://dormready.com/kit/caf%C3%A9"');
    expect(renderKitPage(TEMPLATE, "caf%C3%A9")).toContain('href="https://dormready.com/kit/caf%C3%A9"');
  });

  it("refuses ids that do not decode or are dot segments", () => {
    expect(renderKitPage(TEMPLATE, "%E0%A4%A")).toBeNull();
    expect(renderKitPage(TEMPLATE, "..")).toBeNull();
    expect(renderKitPage(TEMPLATE, "%2E%2E")).toBeNull();
  });
});
