import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrerenderedPage } from "../../server/site/prerendered-pages";
import { buildApp } from "../../server/app";
import { openDatabase } from "../../server/db/connect";
import { ensureSiteBuild, SITE_TEST_ENV, startSiteApp } from "./support/site-app";

let site: Awaited<ReturnType<typeof startSiteApp>>;
let pages: PrerenderedPage[];
let buildDir: string;

beforeAll(async () => {
  buildDir = await ensureSiteBuild();
  pages = JSON.parse(readFileSync(join(buildDir, "client/pages.json"), "utf8")) as PrerenderedPage[];
  site = await startSiteApp();
}, 240_000);
afterAll(() => site?.close());

const get = (url: string, headers: Record<string, string> = {}) => site.app.inject({ method: "GET", url, headers });
const servedPages = () => pages.filter((page) => page.path !== "/404" && page.path !== "/kit/:kitId");
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
const firstAsset = (extension: string) => {
  const html = readFileSync(join(buildDir, "client/index.html"), "utf8");
  return new RegExp(`"(/assets/[^"\\s]+\\.${extension})"`).exec(html)![1]!;
};

describe("pages", () => {
  it("serves every prerendered page at its path as HTML that must be revalidated", async () => {
    expect(servedPages().map((page) => page.path)).toEqual(expect.arrayContaining(["/", "/kits", "/about", "/contact", "/thank-you", "/next-steps"]));
    for (const page of servedPages()) {
      const response = await get(page.path);
      expect(response.statusCode, page.path).toBe(200);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(response.body).toBe(readFileSync(join(buildDir, "client", page.file), "utf8"));
    }
  });

  it("answers an unknown path, and /404 itself, with the 404 page and status 404", async () => {
    const notFoundHtml = readFileSync(join(buildDir, "client/404.html"), "utf8");
    for (const path of ["/no-such-page", "/404", "/kits/extra", "/kit", "/kit/a/b", "/index.html", "/about/index.html", "/pages.json", "/.vite/manifest.json"]) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.headers.etag, "a 404 is not a resource to revalidate").toBeUndefined();
      expect(response.body).toBe(notFoundHtml);
    }
  });

  it("serves any /kit/<id> from the kit template with the id in its canonical address", async () => {
    const response = await get("/kit/some-future-kit?utm_source=flyer");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(canonicalOf(response.body)).toBe(`${SITE_TEST_ENV.SITE_URL}/kit/some-future-kit`);
    expect(response.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(response.body).not.toContain("__kit_id__");
  });

  it("compresses a page made for an unknown kit id in the encoding the browser asked for", async () => {
    const plain = await get("/kit/some-future-kit");
    for (const [acceptEncoding, encoding, decode] of [
      ["gzip, deflate, br", "br", brotliDecompressSync],
      ["gzip", "gzip", gunzipSync],
    ] as const) {
      const response = await get("/kit/some-future-kit", { "accept-encoding": acceptEncoding });
      expect(response.headers["content-encoding"]).toBe(encoding);
      expect(response.headers.vary).toBe("Accept-Encoding");
      expect(decode(response.rawPayload).toString("utf8")).toBe(plain.body);
    }
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });

  it("escapes an id made of quotes and markup instead of writing it into the page", async () => {
    const template = readFileSync(join(buildDir, "client/kit/__template.html"), "utf8");
    const scriptTags = (html: string) => html.match(/<script\b/g)?.length ?? 0;
    for (const id of [`"><img src=x onerror=alert(1)>`, `x' onmouseover='alert(1)`, "%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E", "a&b"]) {
      const response = await get(`/kit/${id}`);
      expect(response.statusCode, id).toBe(200);
      expect(scriptTags(response.body), id).toBe(scriptTags(template));
      expect(response.body).not.toContain("<script>alert(1)");
      expect(response.body).not.toContain("<img src=x");
      expect(response.body).not.toContain("' onmouseover='");
      expect(canonicalOf(response.body)).toMatch(new RegExp(`^${SITE_TEST_ENV.SITE_URL}/kit/[^"'<>\\s]+$`));
    }
    expect(canonicalOf((await get(`/kit/x' onmouseover='alert(1)`)).body)).toBe(`${SITE_TEST_ENV.SITE_URL}/kit/x&#39;%20onmouseover=&#39;alert(1)`);
  });

  it("answers an address with a broken %-escape with a 400 in the API's error shape, without echoing it", async () => {
    for (const path of ["/kit/%E0%A4%A", "/%E0%A4%A", "/api/%E0%A4%A"]) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(400);
      expect(response.json()).toEqual({ error: { code: "VALIDATION_ERROR", message: "The address is not valid." } });
      expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    }
  });

  it("takes a long kit id", async () => {
    const id = "k".repeat(400);
    const response = await get(`/kit/${id}`);
    expect(response.statusCode).toBe(200);
    expect(canonicalOf(response.body)).toBe(`${SITE_TEST_ENV.SITE_URL}/kit/${id}`);
  });
});

describe("clean addresses", () => {
  it.each([
    ["/kits/", "/kits"],
    ["/kits/?utm_source=flyer&utm_medium=print", "/kits?utm_source=flyer&utm_medium=print"],
    ["/about//", "/about"],
    ["//contact", "/contact"],
    ["/kit/heritage-test/", "/kit/heritage-test"],
    ["//?join=1", "/?join=1"],
  ])("redirects %s permanently to %s", async (from, to) => {
    const response = await get(from);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(to);
  });

  it("never redirects to another host, and not at all when the clean path is no page", async () => {
    for (const path of ["//evil.example/", "///evil.example/", "/no-such-page/", "/%2F%2Fevil.example/"]) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.headers.location).toBeUndefined();
    }
  });
});

describe("files", () => {
  it("keeps hashed assets for a year and public files for an hour, both with ETags", async () => {
    const script = await get(firstAsset("js"));
    expect(script.statusCode).toBe(200);
    expect(script.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(script.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const stylesheet = await get(firstAsset("css"));
    expect(stylesheet.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(stylesheet.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const logo = await get("/logo.svg");
    expect(logo.statusCode).toBe(200);
    expect(logo.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
    expect(logo.headers["cache-control"]).toBe("public, max-age=3600");
    expect(logo.headers.etag).toMatch(/^"[\w-]+"$/);
  });

  it("serves the social card as a PNG, never re-compressed", async () => {
    const response = await get("/social-card.png", { "accept-encoding": "br, gzip" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
    expect(response.rawPayload).toEqual(readFileSync("public/social-card.png"));
  });
});

describe("compression", () => {
  it("sends brotli, then gzip, then identity, as the client accepts", async () => {
    const plain = await get("/");
    const brotli = await get("/", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.rawPayload).toString("utf8")).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const gzipped = await get("/", { "accept-encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.rawPayload).toString("utf8")).toBe(plain.body);
    const refused = await get("/", { "accept-encoding": "br;q=0, gzip" });
    expect(refused.headers["content-encoding"]).toBe("gzip");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    for (const response of [plain, brotli, gzipped]) expect(response.headers.vary).toBe("Accept-Encoding");
    // Each encoding is a different representation, so each has its own ETag.
    expect(new Set([plain.headers.etag, brotli.headers.etag, gzipped.headers.etag]).size).toBe(3);
  });

  it("compresses scripts, styles, the 404 page and kit pages made on request", async () => {
    for (const path of [firstAsset("js"), firstAsset("css"), "/no-such-page", "/kit/made-on-request", "/sitemap.xml"]) {
      const response = await get(path, { "accept-encoding": "br" });
      expect(response.headers["content-encoding"], path).toBe("br");
      expect(brotliDecompressSync(response.rawPayload).length).toBeGreaterThan(response.rawPayload.length);
    }
  });
});

describe("start-up", () => {
  it("answers at once, before compression has finished, with a body that matches its encoding", async () => {
    const database = openDatabase(site.config);
    const app = await buildApp({ config: site.config, database });
    try {
      const response = await app.inject({ url: "/", headers: { "accept-encoding": "br, gzip" } });
      expect(response.statusCode).toBe(200);
      const encoding = response.headers["content-encoding"];
      const decoded = encoding === "br" ? brotliDecompressSync(response.rawPayload) : encoding === "gzip" ? gunzipSync(response.rawPayload) : response.rawPayload;
      expect(decoded.toString("utf8")).toBe(readFileSync(join(buildDir, "client/index.html"), "utf8"));
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe("revalidation", () => {
  it("answers 304 with no body when the client holds the current version", async () => {
    for (const [path, encoding] of [["/", "br"], ["/kits", "gzip"], ["/logo.svg", "identity"], ["/kit/any-id", "br"]] as const) {
      const first = await get(path, { "accept-encoding": encoding });
      const etag = first.headers.etag as string;
      const again = await get(path, { "accept-encoding": encoding, "if-none-match": etag });
      expect(again.statusCode, path).toBe(304);
      expect(again.body).toBe("");
      expect(again.headers.etag).toBe(etag);
      expect(again.headers["cache-control"]).toBe(first.headers["cache-control"]);
      expect((await get(path, { "if-none-match": `W/${etag}` })).statusCode).toBe(304);
    }
    expect((await get("/", { "if-none-match": "*" })).statusCode).toBe(304);
    expect((await get("/", { "if-none-match": '"an-old-version"' })).statusCode).toBe(200);
    expect((await get("/no-such-page", { "if-none-match": "*" })).statusCode).toBe(404);
  });
});

describe("HEAD", () => {
  it("answers with the headers of GET and no body", async () => {
    const full = await get("/about", { "accept-encoding": "br" });
    const head = await site.app.inject({ method: "HEAD", url: "/about", headers: { "accept-encoding": "br" } });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
    expect(head.headers["content-length"]).toBe(full.headers["content-length"]);
    expect(head.headers.etag).toBe(full.headers.etag);
    expect((await site.app.inject({ method: "HEAD", url: "/no-such-page" })).statusCode).toBe(404);
    expect((await site.app.inject({ method: "HEAD", url: "/kits/" })).statusCode).toBe(301);
  });
});

describe("the API's space", () => {
  it("answers unknown /api paths with a JSON 404, never the HTML page", async () => {
    for (const [method, url] of [["GET", "/api/no-such-thing"], ["GET", "/api"], ["GET", "/api/"], ["POST", "/api/no-such-thing"], ["DELETE", "/api/leads/x"], ["HEAD", "/api/nothing"]] as const) {
      const response = await site.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
      if (method !== "HEAD") expect(response.json()).toEqual({ error: { code: "NOT_FOUND", message: expect.any(String) } });
    }
  });

  it("leaves /healthz to its own route", async () => {
    const response = await get("/healthz");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "ok" });
  });

  it("answers other methods on pages with a JSON 404 rather than a page", async () => {
    const response = await site.app.inject({ method: "POST", url: "/contact", payload: { name: "x" } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
  });
});
