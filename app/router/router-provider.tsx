import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { currentHistoryEntry, createEntryKey, type HistoryEntry } from "./history-entry";
import { type AppLocation, locationFromUrl } from "./location";
import { matchRoute, type RoutePattern } from "./match-route";
import type { PageModule } from "./page-module";
import { type NavigateOptions, type NavigationKind, RouterContext, type RouterContextValue } from "./router-context";
import { rememberScrollPosition, savedScrollPosition, scrollToElement } from "./scroll";

export interface LoadableRoute extends RoutePattern {
  readonly load: () => Promise<PageModule>;
}

/** Everything needed to render one page: where we are, which route matched, and its loaded module. */
export interface RouterSnapshot<R extends LoadableRoute> {
  location: AppLocation;
  route: R;
  params: Record<string, string>;
  module: PageModule;
}

export interface RouterProviderProps<R extends LoadableRoute> {
  routes: readonly R[];
  initial: RouterSnapshot<R>;
  /** Called after each page (and the first one) has rendered: head updates, analytics page views. */
  onPageShown?: (snapshot: RouterSnapshot<R>) => void;
  children: ReactNode;
}

/** Resolves a URL to a render-ready snapshot; used by both entries and by every navigation. */
export async function loadSnapshot<R extends LoadableRoute>(
  routes: readonly R[],
  url: URL,
  state: AppLocation["state"] = null,
): Promise<RouterSnapshot<R>> {
  const { route, params } = matchRoute(routes, url.pathname);
  const module = await route.load();
  return { location: locationFromUrl(url, state), route, params, module };
}

/**
 * A small client router: history API navigation, lazy page modules, scroll memory and focus
 * management. It renders nothing itself; <Outlet /> renders the current page.
 */
export function RouterProvider<R extends LoadableRoute>({ routes, initial, onPageShown, children }: RouterProviderProps<R>) {
  // The page and how we arrived at it change together: a page restored by Back keeps its scroll position.
  const [{ snapshot, kind }, setShown] = useState<{ snapshot: RouterSnapshot<R>; kind: NavigationKind }>({ snapshot: initial, kind: "initial" });
  const [hydrated, setHydrated] = useState(false);
  const latestNavigation = useRef(0);
  const entryKey = useRef<string | null>(null);
  const shownLocation = useRef(initial.location);

  const show = useCallback(async (url: URL, entry: HistoryEntry, kind: NavigationKind, commit: () => void) => {
    const navigationId = ++latestNavigation.current;
    const next = await loadSnapshot(routes, url, entry.usr);
    // A later click may have started while this page's code was loading; the later one wins.
    if (navigationId !== latestNavigation.current) return;
    commit();
    entryKey.current = entry.key;
    setShown({ snapshot: next, kind });
  }, [routes]);

  const navigate = useCallback(async (to: string, options: NavigateOptions = {}) => {
    const url = new URL(to, window.location.href);
    if (url.origin !== window.location.origin) {
      window.location.assign(url);
      return;
    }
    if (entryKey.current) rememberScrollPosition(entryKey.current);
    const entry: HistoryEntry = { key: createEntryKey(), usr: options.state ?? null };
    const current = window.location;
    const hashOnly = url.pathname === current.pathname && url.search === current.search && url.hash !== "";
    const write = () => window.history[options.replace ? "replaceState" : "pushState"](entry, "", url.href);
    await show(url, entry, hashOnly ? "hash" : "push", write);
  }, [show]);

  useEffect(() => {
    entryKey.current = currentHistoryEntry().key;
    window.history.scrollRestoration = "manual";
    setHydrated(true);
    // A marker for tests and styles: from here on, clicks are handled by the app.
    document.documentElement.dataset.hydrated = "true";
    const onPopState = () => {
      const { pathname, search } = window.location;
      const ours = typeof (window.history.state as Partial<HistoryEntry> | null)?.key === "string";
      // A plain in-page anchor (the skip link) adds a history entry of its own and the browser has already
      // moved to its target: that is no page change, and the page's scroll memory must not be touched.
      if (!ours && pathname === shownLocation.current.pathname && search === shownLocation.current.search) return;
      if (entryKey.current) rememberScrollPosition(entryKey.current);
      void show(new URL(window.location.href), currentHistoryEntry(), "pop", () => {});
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, [show]);

  useLayoutEffect(() => {
    shownLocation.current = snapshot.location;
    const hashTarget = decodeURIComponent(snapshot.location.hash.slice(1));
    if (kind === "pop") {
      window.scrollTo(0, savedScrollPosition(entryKey.current ?? "") ?? 0);
    } else if (kind !== "initial") {
      const scrolledToHash = hashTarget !== "" && scrollToElement(hashTarget);
      if (!scrolledToHash && kind === "push") window.scrollTo(0, 0);
    }
    if (kind === "push" || kind === "pop") {
      // Move focus to the new page so screen readers start reading it, as after a full page load.
      document.querySelector<HTMLElement>("main")?.focus({ preventScroll: true });
    }
    onPageShown?.(snapshot);
  }, [snapshot, kind, onPageShown]);

  const value = useMemo<RouterContextValue>(
    () => ({ location: snapshot.location, navigationKind: kind, params: snapshot.params, hydrated, navigate, Page: snapshot.module.default }),
    [snapshot, kind, hydrated, navigate],
  );
  return <RouterContext value={value}>{children}</RouterContext>;
}
