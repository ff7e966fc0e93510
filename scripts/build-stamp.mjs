// What the production build was made from: a hash of every file it reads. `npm run build`
// records it after a successful build; `npm start` rebuilds only when it no longer matches.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const stampFile = path.join(root, "node_modules", ".cache", "haulwise", "build-stamp.json");

/** Files and folders the build reads, relative to the repository root. */
const INPUTS = [
  "package-lock.json",
  "tsconfig.base.json",
  "packages/domain/package.json",
  "packages/domain/tsconfig.json",
  "packages/domain/tsconfig.build.json",
  "packages/domain/src",
  "apps/server/package.json",
  "apps/server/tsconfig.json",
  "apps/server/tsconfig.build.json",
  "apps/server/src",
  "apps/web/package.json",
  "apps/web/tsconfig.json",
  "apps/web/index.html",
  "apps/web/vite.config.ts",
  "apps/web/public",
  "apps/web/scripts",
  "apps/web/src",
];

/** What a built app must have; a missing one means no build, whatever the stamp says. */
const OUTPUTS = [
  "packages/domain/dist/index.js",
  "apps/server/dist/main.js",
  "apps/web/dist/index.html",
];

// Tests are not part of what runs.
const isTest = (file) => /\.test\.tsx?$/.test(file) || file.split(path.sep).includes("test");

function filesUnder(relative) {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return [];
  if (statSync(absolute).isFile()) return [relative];
  return readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

export function inputsHash() {
  const hash = createHash("sha256");
  const files = INPUTS.flatMap(filesUnder)
    .filter((file) => !isTest(file))
    .sort();
  for (const file of files) {
    hash.update(file);
    hash.update("\0");
    hash.update(readFileSync(path.join(root, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

export function buildIsCurrent() {
  if (!OUTPUTS.every((file) => existsSync(path.join(root, file)))) return false;
  try {
    return JSON.parse(readFileSync(stampFile, "utf8")).inputs === inputsHash();
  } catch {
    return false;
  }
}

export function recordBuild(inputs) {
  mkdirSync(path.dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, JSON.stringify({ inputs, builtAt: new Date().toISOString() }));
}
