import { site } from "./content/site";
import { publicConfig } from "./lib/public-config";
import { buildHead, type Head } from "./lib/seo";
import type { AppRoute } from "./routes";
import { resolvePageMeta } from "./router/page-module";
import type { RouterSnapshot } from "./router/router-provider";

/** The head of the page a snapshot shows; the prerender writes it, the client re-applies it on navigation. */
export function headForSnapshot(snapshot: RouterSnapshot<AppRoute>): Head {
  return buildHead({
    meta: resolvePageMeta(snapshot.module, snapshot.params),
    pathname: snapshot.location.pathname,
    indexed: snapshot.route.indexed,
    hasCanonical: snapshot.route.id !== "not-found",
    config: publicConfig,
    defaults: { description: site.description, keywords: site.keywords },
  });
}
