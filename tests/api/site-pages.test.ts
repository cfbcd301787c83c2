import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { PrerenderedPage } from "../../server/site/prerendered-pages";
import { ensureSiteBuild } from "./support/site-app";

/**
 * The Content-Security-Policy allows scripts and styles from our own origin only (script-src 'self',
 * style-src 'self'). These checks fail the build's tests the day a page gains something that policy
 * would block in the browser: an inline script, an inline event handler, a javascript: URL, a <style>
 * element or a style attribute in the prerendered HTML.
 */
let pages: { path: string; html: string }[];

beforeAll(async () => {
  const clientDir = join(await ensureSiteBuild(), "client");
  const prerendered = JSON.parse(readFileSync(join(clientDir, "pages.json"), "utf8")) as PrerenderedPage[];
  pages = prerendered.map((page) => ({ path: page.path, html: readFileSync(join(clientDir, page.file), "utf8") }));
}, 240_000);

const DATA_SCRIPT_TYPES = new Set(["application/ld+json", "application/json"]);

describe("every prerendered page", () => {
  it("has no inline executable script: each <script> has a src or is a data block", () => {
    expect(pages.length).toBeGreaterThanOrEqual(8);
    for (const { path, html } of pages) {
      for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
        const attributes = match[1]!;
        const type = /\btype="([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase();
        const hasSource = /\bsrc="[^"]+"/i.test(attributes);
        const isData = type !== undefined && DATA_SCRIPT_TYPES.has(type);
        expect(hasSource || isData, `${path}: <script${attributes}>${match[2]!.slice(0, 80)}`).toBe(true);
        if (hasSource) expect(match[2]!.trim(), `${path}: a script with src has no body`).toBe("");
      }
    }
  });

  it("keeps its JSON-LD as data that cannot close its own tag", () => {
    for (const { path, html } of pages) {
      for (const match of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
        expect(() => JSON.parse(match[1]!), path).not.toThrow();
        expect(match[1]).not.toMatch(/<\/?script/i);
      }
    }
  });

  it("has no inline event handlers or javascript: URLs", () => {
    for (const { path, html } of pages) {
      expect(html, path).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
      expect(html, path).not.toMatch(/(href|src|action|formaction)\s*=\s*"\s*javascript:/i);
    }
  });

  it("has no <style> element or style attribute (style-src 'self' would block them before hydration)", () => {
    for (const { path, html } of pages) {
      expect(html, path).not.toMatch(/<style\b/i);
      expect(html.match(/<[^>]+\sstyle="[^"]*"/gi) ?? [], path).toEqual([]);
    }
  });
});
