import "./app.css";

/**
 * The only script a page names. The prerendered page is complete and readable without JavaScript, so
 * the app's code is fetched after the first paint: on a slow phone network the stylesheet and the text
 * no longer share the connection with ~85 KiB of scripts (docs/decisions/013-hydrate-after-first-paint.md).
 */
function startApp(): void {
  const modules = document.querySelector<HTMLMetaElement>('meta[name="app-modules"]')?.content.split(" ") ?? [];
  for (const href of modules.filter(Boolean)) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
  void import("./hydrate");
}

if (document.visibilityState === "hidden") {
  // A tab opened in the background never paints (and never runs animation frames) until it is shown.
  startApp();
} else {
  // The animation frame runs just before the first paint; the timeout right after it.
  requestAnimationFrame(() => setTimeout(startApp, 0));
}
