/** Where the app is: the URL parts plus the state a navigation carried (spec: "navigation state asks to scroll"). */
export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
  state: NavigationState | null;
}

export interface NavigationState {
  /** An element id the destination page should scroll to once it has rendered. */
  scrollTo?: string;
}

export function locationFromUrl(url: URL, state: NavigationState | null = null): AppLocation {
  return { pathname: url.pathname, search: url.search, hash: url.hash, state };
}
