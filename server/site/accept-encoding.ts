/** The encodings the site keeps ready for text files, in the order the server prefers them. */
export type ContentEncoding = "br" | "gzip" | "identity";

const PREFERENCE: readonly ContentEncoding[] = ["br", "gzip", "identity"];

function parseWeights(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [rawName = "", ...parameters] = part.split(";");
    const name = rawName.trim().toLowerCase();
    if (!name) continue;
    const quality = parameters.map((parameter) => /^\s*q\s*=(.*)$/i.exec(parameter)?.[1]).find((value) => value !== undefined);
    // A weight we cannot read is treated as a refusal rather than a wish.
    const weight = quality === undefined ? 1 : /^\s*[\d.]+\s*$/.test(quality) ? Number(quality) : 0;
    weights.set(name === "x-gzip" ? "gzip" : name, Number.isFinite(weight) ? weight : 0);
  }
  return weights;
}

/**
 * Picks the response encoding for an Accept-Encoding header: brotli, then gzip, then none. The client's
 * weights only decide what is acceptable (q=0 refuses a coding): every browser that sends "br" wants it,
 * and brotli files are the smallest. With no header at all, identity is the only safe answer.
 */
export function chooseEncoding(header: string | undefined, available: readonly ContentEncoding[] = PREFERENCE): ContentEncoding {
  if (!header) return "identity";
  const weights = parseWeights(header);
  const wildcard = weights.get("*");
  const accepts = (encoding: ContentEncoding) => {
    const weight = weights.get(encoding) ?? (encoding === "identity" ? (wildcard === 0 ? 0 : 1) : (wildcard ?? 0));
    return weight > 0;
  };
  // When even identity is refused there is nothing better to send; RFC 9110 lets us ignore the header.
  return PREFERENCE.find((encoding) => available.includes(encoding) && accepts(encoding)) ?? "identity";
}
