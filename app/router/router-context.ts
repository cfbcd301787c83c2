import { type ComponentType, createContext, useContext } from "react";
import type { AppLocation, NavigationState } from "./location";

export interface NavigateOptions {
  state?: NavigationState;
  replace?: boolean;
}

/**
 * How the current page was reached: the first load, a link or navigate() ("push"), Back or Forward
 * ("pop", which restores the scroll position the page had), or a jump to a hash on the same page.
 */
export type NavigationKind = "initial" | "push" | "pop" | "hash";

export interface RouterContextValue {
  location: AppLocation;
  navigationKind: NavigationKind;
  params: Record<string, string>;
  /** False during the hydration render, so pages render exactly what was prerendered. */
  hydrated: boolean;
  navigate: (to: string, options?: NavigateOptions) => Promise<void>;
  /** The component of the current page, rendered by <Outlet />. */
  Page: ComponentType;
}

export const RouterContext = createContext<RouterContextValue | null>(null);

export function useRouter(): RouterContextValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error("Router hooks must be used inside <RouterProvider>.");
  return router;
}

export function useLocation(): AppLocation {
  return useRouter().location;
}

export function useNavigationKind(): NavigationKind {
  return useRouter().navigationKind;
}

export function useNavigate(): RouterContextValue["navigate"] {
  return useRouter().navigate;
}

/**
 * The query string of the current URL. Prerendered pages were built without one, so during the
 * hydration render this is empty; the real values arrive in the render right after.
 */
export function useSearchParams(): URLSearchParams {
  const { location, hydrated } = useRouter();
  return new URLSearchParams(hydrated ? location.search : "");
}
