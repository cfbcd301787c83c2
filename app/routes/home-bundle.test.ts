import { readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The home page may load at most 90 KiB of gzip JavaScript, and React alone is ~72 KiB. zod/mini
 * would add ~8 KiB, and a module that only builds a schema at load time is enough to pull it in
 * (tree-shaking cannot drop a chained .check() call). So no module that / loads up front may import zod:
 * the browser reads form rules and UTM parameters from zod-free modules (domain/signup-form.ts,
 * domain/utm-params.ts). Code fetched later with import() is not part of the first load.
 */
const ROOT = resolve(import.meta.dirname, "../..");
// The boot script, the app it fetches right after the first paint, and the page itself.
const FIRST_LOAD_ENTRIES = ["app/entry.client.tsx", "app/hydrate.tsx", "app/routes/home.tsx"];
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^"';]*?\s+from\s+)?["']([^"']+)["']/gm;

function resolveModule(fromFile: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const base = resolve(dirname(fromFile), specifier);
  const found = [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")].find(
    (candidate) => statSync(candidate, { throwIfNoEntry: false })?.isFile(),
  );
  if (!found) throw new Error(`Cannot resolve ${specifier} from ${relative(ROOT, fromFile)}`);
  return found;
}

/** Every package each first-load module imports, keyed by the module that imports it. */
function packageImportsOfFirstLoad(): Map<string, string[]> {
  const seen = new Set<string>();
  const packages = new Map<string, string[]>();
  const queue = FIRST_LOAD_ENTRIES.map((entry) => join(ROOT, entry));
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(STATIC_IMPORT)) {
      const target = resolveModule(file, specifier!);
      if (target) queue.push(target);
      else packages.set(relative(ROOT, file), [...(packages.get(relative(ROOT, file)) ?? []), specifier!]);
    }
  }
  return packages;
}

describe("the JavaScript the home page loads first", () => {
  it("imports no zod", () => {
    const offenders = [...packageImportsOfFirstLoad()].filter(([, specifiers]) => specifiers.some((s) => s.startsWith("zod")));
    expect(offenders.map(([file]) => file)).toEqual([]);
  });

  it("does walk the app (the check above is not vacuous)", () => {
    const packages = [...packageImportsOfFirstLoad().values()].flat();
    expect(packages).toContain("react");
    expect(packages).toContain("react-dom/client");
  });
});
