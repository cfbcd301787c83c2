import { escapeHtml } from "../../app/lib/head-html";
import { KIT_ID_PLACEHOLDER } from "./prerendered-pages";

/**
 * Percent-encodes what a browser would in a path (the WHATWG path percent-encode set and non-ASCII),
 * so the canonical URL we write matches the page's own address however a client spelled the request.
 */
function encodeLikeBrowser(segment: string): string {
  let encoded = "";
  for (const character of segment) {
    const code = character.codePointAt(0)!;
    encoded += code <= 0x20 || code >= 0x7f || `"#<>?\`{}`.includes(character) ? encodeURIComponent(character) : character;
  }
  return encoded;
}

/**
 * The kit page for any id: the prerendered template with the id written where the template holds its
 * placeholder (canonical and og:url). Null when the id does not decode, which the browser's router treats
 * as an unknown page too, so the server must answer with the 404 page to keep hydration consistent.
 */
export function renderKitPage(templateHtml: string, rawSegment: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawSegment);
  } catch {
    return null;
  }
  // "." and ".." never reach us from a browser (it resolves them); from other clients they are not an id.
  if (decoded === "." || decoded === "..") return null;
  return templateHtml.replaceAll(KIT_ID_PLACEHOLDER, escapeHtml(encodeLikeBrowser(rawSegment)));
}
