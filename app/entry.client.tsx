import "./app.css";

/**
 * The only script a page names. The prerendered page is complete and readable without JavaScript, so
 * the app's code is fetched once the first contentful paint has happened: on a slow phone network the
 * stylesheet and the text no longer share the connection with ~85 KiB of scripts
 * (docs/decisions/014-hydrate-after-first-paint.md). The page's <meta name="app-modules"> lists what to
 * fetch: the app's entry (app/hydrate.tsx) first, then the page's own module and their imports.
 */
function startApp(): void {
  const modules = (document.querySelector<HTMLMetaElement>('meta[name="app-modules"]')?.content ?? "").split(" ").filter(Boolean);
  const preloads = document.createDocumentFragment();
  for (const href of modules) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    preloads.append(link);
  }
  document.head.append(preloads);
  if (modules[0]) void import(/* @vite-ignore */ modules[0]);
}

/** Longest wait for the first paint; after it the app starts anyway. */
const FIRST_PAINT_FALLBACK_MS = 2000;

function afterFirstContentfulPaint(callback: () => void): void {
  // A tab opened in the background does not paint until it is shown.
  if (document.visibilityState === "hidden" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    callback();
    return;
  }
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    callback();
  };
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName("first-contentful-paint").length > 0) start();
  });
  observer.observe({ type: "paint", buffered: true });
  setTimeout(start, FIRST_PAINT_FALLBACK_MS);
}

/**
 * Until the app runs, a form's submit would make the browser load the same page with the fields in its
 * query string: the entries gone, an email in the address bar and the history. Hold it instead; the form
 * sends it itself once the app has started (app/lib/form-before-start.ts).
 */
function holdSubmitsUntilStarted(): void {
  document.addEventListener(
    "submit",
    (event) => {
      if (document.documentElement.dataset.hydrated === "true" || !(event.target instanceof HTMLFormElement)) return;
      event.preventDefault();
      event.target.dataset.submitHeld = "true";
    },
    true,
  );
}

holdSubmitsUntilStarted();
afterFirstContentfulPaint(startApp);
