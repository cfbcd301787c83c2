import { join } from "node:path";
import type { FastifyInstance, FastifyReply } from "fastify";
import { escapeHtml } from "../../app/lib/head-html";
import { KIT_ID_PLACEHOLDER } from "../../scripts/prerender";
import { loadSite, type SiteFile } from "./load-site";

const HTML_CACHE = "no-cache";
const ASSET_CACHE = "public, max-age=31536000, immutable";
const PUBLIC_FILE_CACHE = "public, max-age=3600";

function send(reply: FastifyReply, file: SiteFile, status = 200, body: Buffer | string = file.body) {
  const isHtml = file.contentType.startsWith("text/html");
  return reply
    .status(status)
    .type(file.contentType)
    .header("cache-control", isHtml ? HTML_CACHE : file.immutable ? ASSET_CACHE : PUBLIC_FILE_CACHE)
    .send(body);
}

/**
 * Serves the prerendered site from memory: each page at its path, any /kit/<id> from the kit template,
 * static files, and the 404 page with status 404 for everything else.
 */
export async function siteRoutes(app: FastifyInstance, { buildDir }: { buildDir: string }) {
  const site = loadSite(join(buildDir, "client"));
  const pageFiles = new Map(site.pages.map((page) => [page.path, site.files.get(`/${page.file}`)!]));
  const notFound = pageFiles.get("/404")!;
  const kitTemplate = pageFiles.get("/kit/:kitId")!;
  const kitTemplateHtml = kitTemplate.body.toString("utf8");

  app.get("/*", async (request, reply) => {
    const path = decodeURI(request.url.split("?")[0] ?? "/");
    const page = pageFiles.get(path.length > 1 ? path.replace(/\/+$/, "") : path);
    if (page && path !== "/404") return send(reply, page);
    const kitId = /^\/kit\/([^/]+)\/?$/.exec(path)?.[1];
    if (kitId) return send(reply, kitTemplate, 200, kitTemplateHtml.replaceAll(KIT_ID_PLACEHOLDER, escapeHtml(encodeURIComponent(kitId))));
    const file = site.files.get(path);
    if (file && !file.contentType.startsWith("text/html")) return send(reply, file);
    return send(reply, notFound, 404);
  });
}
