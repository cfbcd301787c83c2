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

let firstPageShown = false;

function onPageShown(snapshot: RouterSnapshot<AppRoute>): void {
  applyHead(headForSnapshot(snapshot));
  if (!firstPageShown) {
    firstPageShown = true;
    rememberLandingUtm(snapshot.location.search);
    startAnalytics();
  }
  trackPageView(snapshot.location.pathname);
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
