import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { renderHeadHtml } from "./lib/head-html";
import { headForSnapshot } from "./page-head";
import { App } from "./root";
import { routes } from "./routes";
import { loadSnapshot } from "./router/router-provider";

export interface RenderedPage {
  routeId: string;
  indexed: boolean;
  headHtml: string;
  bodyHtml: string;
}

/** Renders one URL to HTML at build time (see scripts/prerender.ts). */
export async function renderPage(path: string, siteUrl: string): Promise<RenderedPage> {
  const snapshot = await loadSnapshot(routes, new URL(path, siteUrl));
  const bodyHtml = renderToString(
    <StrictMode>
      <App initial={snapshot} />
    </StrictMode>,
  );
  return {
    routeId: snapshot.route.id,
    indexed: snapshot.route.indexed,
    headHtml: renderHeadHtml(headForSnapshot(snapshot)),
    bodyHtml,
  };
}

export { routes };
