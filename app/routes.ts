import type { PageModule } from "./router/page-module";

/** One line per route of the specification (section 2). `indexed` drives robots, sitemap and canonical. */
export interface AppRoute {
  readonly id: string;
  readonly path: string;
  readonly indexed: boolean;
  readonly load: () => Promise<PageModule>;
}

export const routes: readonly AppRoute[] = [
  { id: "home", path: "/", indexed: true, load: () => import("./routes/home") },
  { id: "kits", path: "/kits", indexed: true, load: () => import("./routes/kits") },
  { id: "kit-details", path: "/kit/:kitId", indexed: false, load: () => import("./routes/kit-details") },
  { id: "about", path: "/about", indexed: true, load: () => import("./routes/about") },
  { id: "contact", path: "/contact", indexed: true, load: () => import("./routes/contact") },
  { id: "thank-you", path: "/thank-you", indexed: false, load: () => import("./routes/thank-you") },
  { id: "next-steps", path: "/next-steps", indexed: false, load: () => import("./routes/next-steps") },
  { id: "not-found", path: "*", indexed: false, load: () => import("./routes/not-found") },
];

/** The pages search engines may list; /sitemap.xml holds exactly these. */
export const indexedPaths = routes.filter((route) => route.indexed).map((route) => route.path);
