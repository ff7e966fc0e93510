// Part of `npm run lint`: web rules that imports cannot show.
// - The one way of talking to the API (docs/decisions/016): dependency-cruiser checks who may
//   import the HTTP client; this checks where TanStack Query is used, where keys are written,
//   how API files are laid out.
// - One reading of the time: `clock` from lib/clock.ts, never Date.now() or new Date().
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const src = path.join(root, "apps/web/src");

/** `src/api/` holds calls several features share; `features/<x>/api/` a feature's own. */
const API_FOLDER = /^(api|features\/[^/]+\/api)\//;
const API_FILE = /^[a-z]+(-[a-z]+)+(\.test)?\.ts$/;
const KEY_REGISTRY = "lib/query-keys.ts";
const HTTP_CLIENT = "lib/api-client.ts";
/** Reports sent as a page goes away, whose answers nobody reads (kept off the sign-in page). */
const GOODBYE_REPORTS = "lib/beacon.ts";
const CLOCK = "lib/clock.ts";
const isTest = (file) => /\.test\.tsx?$/.test(file) || file.startsWith("test/");

const rules = [
  {
    test: (file) => /^features\/[^/]+\/api\.tsx?$/.test(file),
    message: "a feature's API calls go in features/<x>/api/<verb>-<noun>.ts, one file per call",
  },
  {
    test: (file) => API_FOLDER.test(file) && !API_FILE.test(path.basename(file)),
    message: "API files are .ts named <verb>-<noun>.ts (get-jobs.ts, update-job.ts)",
  },
  {
    test: (file, text) =>
      !API_FOLDER.test(file) &&
      !isTest(file) &&
      /\b(useQuery|useInfiniteQuery|useSuspenseQuery|useQueries|useMutation|queryOptions|infiniteQueryOptions)\(/.test(
        text,
      ),
    message: "queries and mutations are declared in an api/ folder; screens call its hooks",
  },
  {
    test: (file, text) =>
      file !== KEY_REGISTRY &&
      (/\bqueryKey\s*:\s*\[/.test(text) ||
        /\b(get|set)Query(Data|State)\s*(<[^>]*>)?\s*\(\s*\[/.test(text)),
    message: `query keys come from ${KEY_REGISTRY}, never written out as arrays`,
  },
  {
    test: (file, text) =>
      file !== HTTP_CLIENT && file !== GOODBYE_REPORTS && !isTest(file) && /\bfetch\(/.test(text),
    message: `requests go through ${HTTP_CLIENT}, which checks answers against their schema (or ${GOODBYE_REPORTS}, for reports nobody reads the answer to)`,
  },
  {
    test: (file, text) =>
      file !== CLOCK && !isTest(file) && /\bDate\.now\(\)|\bnew Date\(\)/.test(text),
    message: `read the time from clock in ${CLOCK}, not Date.now() or new Date()`,
  },
];

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(entry.name)) yield full;
  }
}

const problems = [];
for (const full of sourceFiles(src)) {
  const file = path.relative(src, full).split(path.sep).join("/");
  const text = readFileSync(full, "utf8");
  for (const rule of rules) {
    if (rule.test(file, text)) problems.push(`apps/web/src/${file}: ${rule.message}`);
  }
}

if (problems.length > 0) {
  console.error(`Web rules: ${problems.length} problem(s)\n${problems.join("\n")}`);
  process.exit(1);
}
console.log(
  "✔ web rules: one file per call under api/, keys from the registry, time from lib/clock.ts",
);
