import { describe, expect, it } from "vitest";
import { escapeHtml, renderHeadHtml } from "./head-html";

describe("renderHeadHtml", () => {
  it("writes title, metas, canonical and JSON-LD, escaping text and attributes", () => {
    const html = renderHeadHtml({
      title: `Kits & "more" <b>`,
      canonical: "https://dormready.com/kit/a'b",
      metas: [{ key: "name", id: "description", content: `Say "hi" & <go>` }],
      jsonLd: [{ "@type": "Organization", name: "</script><script>alert(1)</script>" }],
    });
    expect(html).toContain("<title>Kits &amp; &quot;more&quot; &lt;b&gt;</title>");
    expect(html).toContain('<meta name="description" content="Say &quot;hi&quot; &amp; &lt;go&gt;">');
    expect(html).toContain('<link rel="canonical" href="https://dormready.com/kit/a&#39;b">');
    expect(html).not.toContain("</script><script>");
    const json = /<script type="application\/ld\+json">(.*)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json)).toEqual({ "@type": "Organization", name: "</script><script>alert(1)</script>" });
  });

  it("leaves the canonical out when the page has none", () => {
    expect(renderHeadHtml({ title: "x", canonical: null, metas: [], jsonLd: [] })).not.toContain("canonical");
  });
});

describe("escapeHtml", () => {
  it("escapes the five characters that matter in text and quoted attributes", () => {
    expect(escapeHtml(`&<>"'`)).toBe("&amp;&lt;&gt;&quot;&#39;");
  });
});
