import { Footer } from "./components/footer";
import { Header } from "./components/header";
import { Toaster } from "./components/toaster";
import { startAnalytics, trackPageView } from "./lib/analytics";
import { applyHead } from "./lib/apply-head";
import { rememberLandingUtm } from "./lib/utm-memory";
import { headForSnapshot } from "./page-head";
import type { AppRoute } from "./routes";
import { routes } from "./routes";
import { Outlet } from "./router";
import { RouterProvider, type RouterSnapshot } from "./router/router-provider";

/** The page last counted as a page view; null until the first page is shown. */
let viewedPath: string | null = null;

function onPageShown(snapshot: RouterSnapshot<AppRoute>): void {
  applyHead(headForSnapshot(snapshot));
  if (viewedPath === null) {
    rememberLandingUtm(snapshot.location.search);
    startAnalytics();
  }
  // One page view per route change; a jump within the page (#early-access) is not one.
  if (snapshot.location.pathname !== viewedPath) {
    viewedPath = snapshot.location.pathname;
    trackPageView(viewedPath);
  }
}

/** The shell around every page, the 404 page included: skip link, sticky header, page, footer, toasts. */
export function App({ initial }: { initial: RouterSnapshot<AppRoute> }) {
  return (
    <RouterProvider routes={routes} initial={initial} onPageShown={onPageShown}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <Footer />
      <Toaster />
    </RouterProvider>
  );
}
