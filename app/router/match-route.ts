/**
 * Matches a pathname against the route table. Patterns are "/", "/about", "/kit/:kitId" or "*".
 * Kept tiny on purpose: the site has eight routes and no nesting (docs/decisions/001-own-router-and-prerender.md).
 */
export interface RoutePattern {
  readonly path: string;
}

export interface RouteMatch<R extends RoutePattern> {
  route: R;
  params: Record<string, string>;
}

function trimSlashes(pathname: string): string[] {
  return pathname.split("/").filter(Boolean);
}

export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  if (pattern === "*") return {};
  const patternParts = trimSlashes(pattern);
  const pathParts = trimSlashes(pathname);
  if (patternParts.length !== pathParts.length) return null;
  const params: Record<string, string> = {};
  for (let index = 0; index < patternParts.length; index++) {
    const expected = patternParts[index]!;
    const actual = pathParts[index]!;
    if (expected.startsWith(":")) {
      try {
        params[expected.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (expected !== actual) {
      return null;
    }
  }
  return params;
}

/** First match wins, so the catch-all "*" route goes last in the table. */
export function matchRoute<R extends RoutePattern>(routes: readonly R[], pathname: string): RouteMatch<R> {
  for (const route of routes) {
    const params = matchPath(route.path, pathname);
    if (params) return { route, params };
  }
  throw new Error(`No route matches ${pathname}; the route table needs a "*" route last.`);
}
