import { escapeHtml } from "./lib/head-html";

export interface PageAssets {
  stylesheets: string[];
  entryScript: string;
  /** Fetched by the boot script after the first paint; listed in a meta tag, not preloaded. */
  deferredModules: string[];
}

/**
 * The HTML document around a prerendered page. No inline script: the strict Content-Security-Policy
 * needs no hashes, and JSON-LD is data, not script.
 */
export function renderDocument({ headHtml, bodyHtml, assets }: { headHtml: string; bodyHtml: string; assets: PageAssets }) {
  const styles = assets.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#0e2745">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="apple-touch-icon" href="/apple-touch-icon.png">
${headHtml}
${styles.join("\n")}
<meta name="app-modules" content="${escapeHtml(assets.deferredModules.join(" "))}">
<script type="module" src="${escapeHtml(assets.entryScript)}"></script>
</head>
<body>
<div id="app">${bodyHtml}</div>
</body>
</html>
`;
}
