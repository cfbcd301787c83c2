/**
 * `npm run dev`: Vite with hot reload on PORT (default 3000), rendering each page on request exactly as
 * the prerender does, and the API server on API_PORT (default 3001), restarted when server code changes.
 * Vite forwards /api to it (vite.config.ts). For production use `npm start`.
 */
import { spawn } from "node:child_process";
import type { ServerResponse } from "node:http";
import { type Connect, createServer, type ViteDevServer } from "vite";
import type { renderDocument as RenderDocument } from "../app/document";
import type { renderPage as RenderPage } from "../app/entry.server";
import { parsePublicConfig } from "../domain/public-config";
import { loadDotEnv } from "../server/load-env";

loadDotEnv();
// `||`, not `??`: an empty PORT= in .env means the default, not port 0 (a random one).
const port = Number(process.env.PORT || 3000);
const apiPort = Number(process.env.API_PORT || 3001);
const siteUrl = parsePublicConfig(process.env).siteUrl;

const api = spawn(process.execPath, ["--import", "tsx", "--watch", "scripts/dev-api.ts"], {
  stdio: "inherit",
  env: { ...process.env, API_PORT: String(apiPort) },
});

/** Renders the requested page with the current sources, like scripts/prerender.ts does at build time. */
async function renderOnRequest(vite: ViteDevServer, request: Connect.IncomingMessage, response: ServerResponse, next: () => void) {
  const url = request.originalUrl ?? request.url ?? "/";
  if (request.method !== "GET" || !request.headers.accept?.includes("text/html") || url.startsWith("/api/")) return next();
  try {
    const { renderPage } = (await vite.ssrLoadModule("/app/entry.server.tsx")) as { renderPage: typeof RenderPage };
    const { renderDocument } = (await vite.ssrLoadModule("/app/document.ts")) as { renderDocument: typeof RenderDocument };
    const page = await renderPage(url, siteUrl);
    const html = renderDocument({
      headHtml: page.headHtml,
      bodyHtml: page.bodyHtml,
      assets: { stylesheets: ["/app/app.css?direct"], entryScript: "/app/entry.client.tsx", deferredModules: ["/app/hydrate.tsx"] },
    });
    response.statusCode = page.routeId === "not-found" ? 404 : 200;
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.end(await vite.transformIndexHtml(url, html));
  } catch (error) {
    vite.ssrFixStacktrace(error as Error);
    next();
    console.error(error);
  }
}

let stopping = false;
// tsx --watch keeps the API's watcher alive after a crash and restarts it on the next save; an exit of
// the watcher itself means the API is gone for good, so the whole dev server stops with it.
api.once("exit", (code) => {
  if (stopping) return;
  console.error(`The API process exited (${code ?? "signal"}); stopping the dev server.`);
  process.exit(code || 1);
});

let vite: ViteDevServer;
try {
  vite = await createServer({
    appType: "custom",
    // vite.config.ts forwards /api to API_PORT.
    server: { port, strictPort: true },
  });
  vite.middlewares.use((request, response, next) => void renderOnRequest(vite, request, response, next));
  await vite.listen();
} catch (error) {
  // Port taken or a broken config: do not leave the API child running without us.
  stopping = true;
  api.kill("SIGTERM");
  throw error;
}
console.log(`Site with hot reload: http://localhost:${port}  (API on ${apiPort})`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    stopping = true;
    api.kill(signal);
    void vite.close().then(() => process.exit(0));
  });
}
