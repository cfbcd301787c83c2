import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { App } from "./root";
import { routes } from "./routes";
import { currentHistoryEntry } from "./router/history-entry";
import { loadSnapshot } from "./router/router-provider";

// The boot script preloaded the page's own module together with this one, so this await costs no round trip.
const initial = await loadSnapshot(routes, new URL(window.location.href), currentHistoryEntry().usr);
// A transition makes hydration interruptible: React yields to the browser every few milliseconds
// instead of holding the main thread for the whole page (Total Blocking Time on slow phones).
startTransition(() => {
  hydrateRoot(
    document.getElementById("app")!,
    <StrictMode>
      <App initial={initial} />
    </StrictMode>,
  );
});
