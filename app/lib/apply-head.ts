import type { Head } from "./seo";

/** After a client-side navigation, brings the document head in line with the new page. */
export function applyHead(head: Head): void {
  document.title = head.title;
  for (const meta of head.metas) {
    const selector = `meta[${meta.key}="${CSS.escape(meta.id)}"]`;
    let element = document.head.querySelector<HTMLMetaElement>(selector);
    if (!element) {
      element = document.createElement("meta");
      element.setAttribute(meta.key, meta.id);
      document.head.append(element);
    }
    element.content = meta.content;
  }
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!head.canonical) {
    canonical?.remove();
    return;
  }
  if (!canonical) {
    canonical = document.createElement("link");
    canonical.rel = "canonical";
    document.head.append(canonical);
  }
  canonical.href = head.canonical;
}
