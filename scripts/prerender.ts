import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { PageAssets } from "../app/document";
import { renderDocument } from "../app/document";
import { kits } from "../app/content/kits";
import type * as ServerEntry from "../app/entry.server";
import { KIT_ID_PLACEHOLDER, KIT_TEMPLATE_PATH, NOT_FOUND_PATH, type PrerenderedPage } from "../server/site/prerendered-pages";

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type ViteManifest = Record<string, ManifestChunk>;

const ENTRY = "app/entry.client.tsx";

const HYDRATE = "app/hydrate.tsx";

/**
 * What a page needs: the stylesheets and the small boot script up front, and the list of modules the
 * boot script fetches after the first paint (the app, the page's own module, and their imports).
 */
function assetsFor(manifest: ViteManifest, routeId: string): PageAssets {
  const stylesheets = new Set<string>();
  const bootFiles = new Set<string>();
  const appFiles = new Set<string>();
  const visit = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || bootFiles.has(chunk.file) || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const css of chunk.css ?? []) stylesheets.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported, into);
  };
  visit(ENTRY, bootFiles);
  visit(HYDRATE, appFiles);
  visit(`app/routes/${routeId}.tsx`, appFiles);
  return {
    entryScript: `/${manifest[ENTRY]!.file}`,
    stylesheets: [...stylesheets],
    deferredModules: [...appFiles].map((file) => `/${file}`),
  };
}

function outputFileFor(path: string): string {
  if (path === NOT_FOUND_PATH) return "404.html";
  if (path === `/kit/${KIT_ID_PLACEHOLDER}`) return "kit/__template.html";
  return path === "/" ? "index.html" : `${path.slice(1)}/index.html`;
}

/** Every path to prerender: each static route, each sample kit, the kit template and the 404 page. */
function pathsToPrerender(routes: typeof ServerEntry.routes): string[] {
  const staticPaths = routes.filter((route) => !route.path.includes(":") && route.path !== "*").map((route) => route.path);
  return [...staticPaths, ...kits.map((kit) => `/kit/${kit.id}`), `/kit/${KIT_ID_PLACEHOLDER}`, NOT_FOUND_PATH];
}

export async function prerender(buildDir: string, siteUrl: string): Promise<PrerenderedPage[]> {
  const clientDir = join(buildDir, "client");
  const entry = (await import(pathToFileURL(join(buildDir, "prerender/entry.server.js")).href)) as typeof ServerEntry;
  const manifest = JSON.parse(readFileSync(join(clientDir, ".vite/manifest.json"), "utf8")) as ViteManifest;
  const pages: PrerenderedPage[] = [];
  for (const path of pathsToPrerender(entry.routes)) {
    const page = await entry.renderPage(path, siteUrl);
    const file = outputFileFor(path);
    const html = renderDocument({ headHtml: page.headHtml, bodyHtml: page.bodyHtml, assets: assetsFor(manifest, page.routeId) });
    mkdirSync(dirname(join(clientDir, file)), { recursive: true });
    writeFileSync(join(clientDir, file), html);
    const servedPath = path === `/kit/${KIT_ID_PLACEHOLDER}` ? KIT_TEMPLATE_PATH : path;
    pages.push({ path: servedPath, file, routeId: page.routeId, indexed: page.indexed });
  }
  writeFileSync(join(clientDir, "pages.json"), `${JSON.stringify(pages, null, 2)}\n`);
  return pages;
}
