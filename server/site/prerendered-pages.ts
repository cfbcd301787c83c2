/**
 * What the build hands the server: `client/pages.json` lists every prerendered page in this shape.
 * scripts/prerender.ts writes it; server/site/load-site.ts reads it.
 */
export interface PrerenderedPage {
  /** The URL path, or KIT_TEMPLATE_PATH for the template that serves any kit id. */
  path: string;
  file: string;
  routeId: string;
  indexed: boolean;
}

/** The path under which pages.json lists the kit template. */
export const KIT_TEMPLATE_PATH = "/kit/:kitId";

/** The path under which pages.json lists the 404 page. */
export const NOT_FOUND_PATH = "/404";

/** The placeholder the server replaces with the requested id in the kit template. */
export const KIT_ID_PLACEHOLDER = "__kit_id__";
