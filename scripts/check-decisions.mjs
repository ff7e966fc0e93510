// Part of `npm run lint`: every decision record in docs/decisions is dated, has a status, and
// has its row in docs/decisions/README.md with the same date and status; a record superseded
// or amended by another names one that exists; numbers the index calls never used stay unused.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const dir = path.resolve(import.meta.dirname, "../docs/decisions");
const STATUSES = ["proposed", "accepted", "superseded", "deprecated"];
const problems = [];

const records = readdirSync(dir)
  .filter((name) => /^\d{3}-.+\.md$/.test(name) && !name.startsWith("000-"))
  .sort();
const numbers = new Set(records.map((name) => name.slice(0, 3)));
const index = readFileSync(path.join(dir, "README.md"), "utf8");

/** The index's rows by file: `| [NNN](file.md) | title | date | status |`. */
const rows = new Map(
  [...index.matchAll(/^\| \[(\d{3})\]\(([^)]+)\) \| .+ \| (.+?) \| (.+?) \|$/gm)].map(
    ([, , file, date, status]) => [file, { date, status }],
  ),
);

for (const name of records) {
  const text = readFileSync(path.join(dir, name), "utf8");
  const date = /^-? ?Date: (\d{4}-\d{2}-\d{2})\s*$/m.exec(text)?.[1];
  const status = /^-? ?Status: (.+?)\s*$/m.exec(text)?.[1];
  if (!date) problems.push(`${name}: no "- Date: YYYY-MM-DD" line`);
  if (!status) problems.push(`${name}: no "- Status: …" line`);
  else if (!STATUSES.some((word) => status.startsWith(word))) {
    problems.push(`${name}: a status starts with ${STATUSES.join(", ")}`);
  }
  for (const [, number] of (status ?? "").matchAll(/(?:superseded|amended) by (\d{3})/g)) {
    if (!numbers.has(number)) problems.push(`${name}: ${number} is not a record`);
  }
  const row = rows.get(name);
  if (!row) problems.push(`README.md: no row for ${name}`);
  else if (row.date !== date || row.status !== status) {
    problems.push(`README.md: the row for ${name} says ${row.date} | ${row.status}`);
  }
}
for (const file of rows.keys()) {
  if (!records.includes(file)) problems.push(`README.md: a row for ${file}, which does not exist`);
}
const unused = /## Numbers never used\s+([\s\S]*?)(\n## |$)/.exec(index)?.[1] ?? "";
for (const [number] of unused.matchAll(/\b\d{3}\b/g)) {
  if (numbers.has(number)) problems.push(`README.md: ${number} is listed as never used`);
}

if (problems.length > 0) {
  console.error(`Decision records: ${problems.length} problem(s)\n${problems.join("\n")}`);
  process.exit(1);
}
console.log(`✔ decision records: ${records.length} dated, with a status, all in the index`);
