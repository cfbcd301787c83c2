import type { Head } from "./seo";

/** The tags the head builder owns; any of them the new page does not have (og:url on the 404 page) goes. */
const MANAGED_METAS = 'meta[name="description"], meta[name="keywords"], meta[name="robots"], meta[property^="og:"], meta[name^="twitter:"]';

/** After a client-side navigation, brings the document head in line with the new page. */
export function applyHead(head: Head): void {
  document.title = head.title;
  const wanted = new Set(head.metas.map((meta) => `${meta.key}=${meta.id}`));
  for (const element of document.head.querySelectorAll<HTMLMetaElement>(MANAGED_METAS)) {
    const key = element.hasAttribute("property") ? "property" : "name";
    if (!wanted.has(`${key}=${element.getAttribute(key)}`)) element.remove();
  }
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
