import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { chooseEncoding } from "./accept-encoding";
import { renderRobotsTxt, renderSitemap } from "./crawler-files";
import { renderKitPage } from "./kit-page";
import { CACHE_POLICY, compressSite, type LoadedSite, loadSite } from "./load-site";
import { KIT_TEMPLATE_PATH, NOT_FOUND_PATH } from "./prerendered-pages";
import { resolveSiteRequest } from "./resolve-site-request";
import { sendSiteFile } from "./send-site-file";
import { compressSiteFile, createSiteFile } from "./site-file";

declare module "fastify" {
  interface FastifyInstance {
    /** Settles once every text file of the site has its brotli and gzip forms (tests and the benchmark wait for it). */
    siteCompressed?: Promise<void>;
  }
}

export interface SiteRoutesOptions {
  buildDir: string;
  /** The public address the sitemap and robots.txt point to (SITE_URL). */
  siteUrl: string;
}

function requirePage(site: LoadedSite, path: string) {
  const page = site.pages.get(path);
  if (!page) throw new Error(`The build has no ${path} page; run \`npm run build\` again.`);
  return page;
}

/**
 * Serves the prerendered site from memory: each page at its path, /kit/<any id> from the kit template,
 * public files and hashed assets, /sitemap.xml and /robots.txt, and the 404 page with status 404 for
 * everything else. /api/* is never answered with HTML: it falls through to the JSON 404 handler.
 */
export async function siteRoutes(app: FastifyInstance, { buildDir, siteUrl }: SiteRoutesOptions) {
  const site = loadSite(buildDir);
  const notFound = requirePage(site, NOT_FOUND_PATH);
  const kitTemplate = requirePage(site, KIT_TEMPLATE_PATH);
  const indexedPaths = [...site.pages.values()].filter((page) => page.prerendered.indexed).map((page) => page.prerendered.path);
  const sitemap = createSiteFile(Buffer.from(renderSitemap(indexedPaths, siteUrl, site.builtAt)), {
    contentType: "application/xml; charset=utf-8",
    cacheControl: CACHE_POLICY.publicFile,
  });
  const robots = createSiteFile(Buffer.from(renderRobotsTxt(siteUrl)), { contentType: "text/plain; charset=utf-8", cacheControl: CACHE_POLICY.publicFile });
  site.files.set("/sitemap.xml", sitemap);
  site.files.set("/robots.txt", robots);

  let closing = false;
  app.addHook("onClose", async () => {
    closing = true;
  });
  const started = performance.now();
  const compressed = compressSite(site, () => closing).then(
    (count) => app.log.info(`Site: ${site.pages.size} pages in memory, ${count} text files compressed in ${Math.round(performance.now() - started)} ms`),
    (error: unknown) => app.log.error({ err: error }, "Site: compression failed; serving uncompressed"),
  );
  app.decorate("siteCompressed", compressed);

  async function sendKitPage(request: FastifyRequest, reply: FastifyReply, rawId: string) {
    const html = renderKitPage(kitTemplate.html, rawId);
    if (html === null) return sendSiteFile(request, reply, notFound.file, 404);
    const file = createSiteFile(Buffer.from(html), { contentType: kitTemplate.file.contentType, cacheControl: CACHE_POLICY.html });
    // Made for this one request: compress it only in the encoding this client will get.
    const encoding = chooseEncoding(request.headers["accept-encoding"]);
    if (encoding !== "identity") await compressSiteFile(file, "fast", [encoding]);
    return sendSiteFile(request, reply, file);
  }

  app.get("/*", async (request, reply) => {
    const target = resolveSiteRequest(request.url, site);
    switch (target.kind) {
      case "page":
        return sendSiteFile(request, reply, target.page.file);
      case "kit":
        return sendKitPage(request, reply, target.rawId);
      case "file":
        return sendSiteFile(request, reply, target.file);
      case "redirect":
        return reply.redirect(target.location, 301);
      case "api":
        return reply.callNotFound();
      case "not-found":
        return sendSiteFile(request, reply, notFound.file, 404);
    }
  });
}

// Not encapsulated, so `siteCompressed` is visible on the app that buildApp returns (what fastify-plugin does).
Object.assign(siteRoutes, { [Symbol.for("skip-override")]: true });
