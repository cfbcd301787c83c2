import { useEffect, useState } from "react";

type SitemapState = "checking" | "ok" | "unreachable";

const LABELS: Record<SitemapState, string> = { checking: "Checking...", ok: "ok", unreachable: "not reachable" };
const STYLES: Record<SitemapState, string> = {
  checking: "bg-slate-100 text-slate-700",
  ok: "bg-success-50 text-success-700",
  unreachable: "bg-danger-50 text-danger-700",
};

/** Fetches /sitemap.xml from this site (spec section 7: only success is read) and shows the result. */
export function SitemapStatus() {
  const [state, setState] = useState<SitemapState>("checking");

  useEffect(() => {
    const controller = new AbortController();
    fetch("/sitemap.xml", { cache: "no-store", signal: controller.signal })
      .then((response) => setState(response.ok ? "ok" : "unreachable"))
      .catch(() => {
        if (!controller.signal.aborted) setState("unreachable");
      });
    return () => controller.abort();
  }, []);

  return (
    <span role="status" className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ${STYLES[state]}`}>
      {LABELS[state]}
    </span>
  );
}
