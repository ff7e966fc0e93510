// Where the bytes of the built web app's JavaScript come from: for each chunk given (or the
// scripts an HTML page of the build loads, with their static imports), the brotli size of the
// chunk and of each package or source folder in it, read from the chunk's source map. A
// package's share is the brotli size of its own code compressed alone, scaled so the shares
// add up to the chunk's real size.
// Usage: npm run build && node scripts/web-composition.mjs [prerendered/index.html | assets/x.js ...]
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { eachMapping, TraceMap } from "@jridgewell/trace-mapping";
import { withStaticImports } from "./lib/static-imports.mjs";

const dist = path.resolve(import.meta.dirname, "../apps/web/dist");
const args = process.argv.slice(2);
const brotli = (text) => brotliCompressSync(Buffer.from(text)).length;

/** The chunk files an HTML page loads before anything runs: its scripts and module preloads. */
function chunksOfPage(file) {
  const html = readFileSync(path.join(dist, file), "utf8");
  return [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(([, chunk]) => chunk);
}

/** `node_modules/react-dom/…` → react-dom; our own code → its folder under src. */
function ownerOf(source) {
  const modules = source.lastIndexOf("node_modules/");
  if (modules >= 0) {
    const rest = source.slice(modules + "node_modules/".length).split("/");
    return rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const src = source.match(/(?:apps\/web\/|packages\/domain\/|^(?:\.\.\/)+)src\/(.*)$/);
  if (!src) return source;
  const parts = src[1].split("/");
  const top = source.includes("packages/domain") ? "@haulwise/domain" : "web";
  return parts.length > 2 ? `${top}/${parts.slice(0, 2).join("/")}` : `${top}/${parts[0]}`;
}

function composition(chunk) {
  const file = path.join(dist, chunk);
  const code = readFileSync(file, "utf8");
  // The bundler's own runtime has no source map.
  if (!existsSync(`${file}.map`))
    return { chunk, total: brotli(code), parts: [["(runtime)", brotli(code)]] };
  const lines = code.split("\n");
  const map = new TraceMap(readFileSync(`${file}.map`, "utf8"));
  const pieces = new Map();
  let previous = null;
  const add = (owner, text) => pieces.set(owner, (pieces.get(owner) ?? "") + text);
  eachMapping(map, (mapping) => {
    if (previous) {
      const line = lines[previous.generatedLine - 1] ?? "";
      const end =
        mapping.generatedLine === previous.generatedLine ? mapping.generatedColumn : line.length;
      add(previous.owner, line.slice(previous.generatedColumn, end));
    }
    previous = { ...mapping, owner: mapping.source ? ownerOf(mapping.source) : "(generated)" };
  });
  const total = brotli(code);
  const raw = [...pieces].map(([owner, text]) => [owner, brotli(text)]);
  const sum = raw.reduce((acc, [, bytes]) => acc + bytes, 0) || 1;
  return { chunk, total, parts: raw.map(([owner, bytes]) => [owner, (bytes * total) / sum]) };
}

const pages = args.length === 0 ? ["prerendered/index.html"] : args;
const chunks = withStaticImports(
  dist,
  pages.flatMap((arg) => (arg.endsWith(".html") ? chunksOfPage(arg) : [arg])),
).filter((chunk) => existsSync(path.join(dist, chunk)));
const kib = (bytes) => (bytes / 1024).toFixed(1);
const byOwner = new Map();
let total = 0;
for (const chunk of chunks) {
  const { total: size, parts } = composition(chunk);
  total += size;
  console.log(`${kib(size).padStart(7)} KiB  ${chunk}`);
  for (const [owner, bytes] of parts) byOwner.set(owner, (byOwner.get(owner) ?? 0) + bytes);
}
console.log(`${kib(total).padStart(7)} KiB  in ${chunks.length} chunks; by source:`);
for (const [owner, bytes] of [...byOwner].sort((a, b) => b[1] - a[1])) {
  if (bytes >= 256) console.log(`${kib(bytes).padStart(7)} KiB  ${owner}`);
}
