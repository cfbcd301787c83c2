import type { ComponentType } from "react";

/** What a page says about itself for the document head; the rest comes from the route table and config. */
export interface PageMeta {
  /** Shown as "Title | Brand"; without it the title is the brand alone. */
  title?: string;
  description?: string;
  keywords?: readonly string[];
}

/** The shape of every module under app/routes/. */
export interface PageModule {
  default: ComponentType;
  meta?: PageMeta | ((params: Record<string, string>) => PageMeta);
}

export function resolvePageMeta(module: PageModule, params: Record<string, string>): PageMeta {
  const { meta } = module;
  return typeof meta === "function" ? meta(params) : (meta ?? {});
}
