import type { Head } from "./seo";

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

/** JSON inside <script> must not be able to close the tag. */
function serializeJsonForScript(value: object): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/** The head as HTML, written into each prerendered page so crawlers and link previews see it. */
export function renderHeadHtml(head: Head): string {
  const lines = [`<title>${escapeHtml(head.title)}</title>`];
  for (const meta of head.metas) {
    lines.push(`<meta ${meta.key}="${escapeHtml(meta.id)}" content="${escapeHtml(meta.content)}">`);
  }
  if (head.canonical) lines.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
  for (const data of head.jsonLd) lines.push(`<script type="application/ld+json">${serializeJsonForScript(data)}</script>`);
  return lines.join("\n");
}
