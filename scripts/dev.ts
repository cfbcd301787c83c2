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
const port = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 3001);
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

const vite = await createServer({
  appType: "custom",
  // vite.config.ts forwards /api to API_PORT.
  server: { port, strictPort: true },
});
vite.middlewares.use((request, response, next) => void renderOnRequest(vite, request, response, next));
await vite.listen();
console.log(`Site with hot reload: http://localhost:${port}  (API on ${apiPort})`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    api.kill(signal);
    void vite.close().then(() => process.exit(0));
  });
}
