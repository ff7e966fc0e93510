import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * Chunks of the web build (paths under `dist`, such as `assets/x.js`) with their static
 * imports, recursively: what the browser must fetch before the first of them runs.
 */
export function withStaticImports(dist, chunks) {
  const seen = new Set();
  const visit = (chunk) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    const code = readFileSync(path.join(dist, chunk), "utf8");
    for (const [, name] of code.matchAll(
      /(?:^|[;\n])import\s*(?:[^"'();]*?from\s*)?["']\.\/([^"']+\.js)["']/g,
    )) {
      visit(`assets/${name}`);
    }
  };
  for (const chunk of chunks) visit(chunk);
  return [...seen];
}
