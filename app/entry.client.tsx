import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import "./app.css";
import { App } from "./root";
import { routes } from "./routes";
import { currentHistoryEntry } from "./router/history-entry";
import { loadSnapshot } from "./router/router-provider";

// The page's own module is modulepreloaded by the prerendered HTML, so this await costs no round trip.
const initial = await loadSnapshot(routes, new URL(window.location.href), currentHistoryEntry().usr);
hydrateRoot(
  document.getElementById("app")!,
  <StrictMode>
    <App initial={initial} />
  </StrictMode>,
);
