// Part of `npm run lint`: every word a person reads comes from the catalogues
// (packages/domain/src/catalogues, docs/decisions/093). Reports English left in the web app's
// components: JSX text, the text of attributes a person reads or hears (aria-label, title,
// placeholder, alt, label, description…), and text given to a toast. Folders not converted yet
// are listed below and only warned about; a folder leaves the list once converted, and from
// then on English there fails the lint.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const root = path.resolve(import.meta.dirname, "..");
const src = path.join(root, "apps/web/src");

/** Folders (under apps/web/src) whose words are not in the catalogues yet. */
const NOT_YET_CONVERTED = [];

const READ_ATTRIBUTES = new Set([
  "aria-label",
  "aria-description",
  "aria-valuetext",
  "title",
  "placeholder",
  "alt",
  "label",
  "description",
  "heading",
  "emptyText",
  "confirmLabel",
  "cancelLabel",
  "chooseLabel",
]);
/** Text with a word in it: two letters in a row (a unit such as "t" or "·" alone is not one). */
const WORDS = /[A-Za-z]{2,}/;

function* componentFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "test") yield* componentFiles(full);
    } else if (/\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name)) {
      yield full;
    }
  }
}

/** `messages.jobs.saved` or `messages.loads.recorded(n)`: the domain's English, shown as it is. */
const isDomainMessage = (expression) => /^messages\.[\w.]+(\(|$)/.test(expression.getText());

/** The English a file shows, with its line numbers. */
export function englishIn(fileName, text) {
  const source = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found = [];
  const report = (node, words) =>
    found.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, words });
  const visit = (node) => {
    if (ts.isJsxExpression(node) && node.expression && isDomainMessage(node.expression)) {
      report(node, node.expression.getText());
    } else if (ts.isJsxText(node)) {
      const words = node.getText().trim();
      if (WORDS.test(words)) report(node, words);
    } else if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText())) {
      const value = node.initializer;
      const literal =
        value && ts.isStringLiteral(value)
          ? value
          : value &&
              ts.isJsxExpression(value) &&
              value.expression &&
              (ts.isStringLiteral(value.expression) ||
                ts.isNoSubstitutionTemplateLiteral(value.expression))
            ? value.expression
            : null;
      if (literal && WORDS.test(literal.text)) report(node, literal.text);
    } else if (
      ts.isCallExpression(node) &&
      /^toast\.(success|error|info|warning|message)$/.test(node.expression.getText())
    ) {
      const [first] = node.arguments;
      if (first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))) {
        if (WORDS.test(first.text)) report(first, first.text);
      } else if (first && isDomainMessage(first) && first.getText().includes("(")) {
        // A toast translates a static domain message by its English words; one with values
        // arrives as a sentence no catalogue holds, so it must come from t().
        report(first, first.getText());
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const errors = [];
const pending = new Map();
for (const full of componentFiles(src)) {
  const file = path.relative(src, full).split(path.sep).join("/");
  const found = englishIn(file, readFileSync(full, "utf8"));
  if (found.length === 0) continue;
  const folder = NOT_YET_CONVERTED.find(
    (prefix) => file.startsWith(`${prefix}/`) || file === prefix,
  );
  if (folder) {
    pending.set(folder, (pending.get(folder) ?? 0) + found.length);
    continue;
  }
  for (const { line, words } of found) {
    errors.push(
      `apps/web/src/${file}:${line}: English on screen, not from the catalogues: "${words.slice(0, 60)}"`,
    );
  }
}

if (pending.size > 0) {
  const total = [...pending.values()].reduce((sum, n) => sum + n, 0);
  console.warn(
    `Web words (warning): ${total} English text(s) left in ${pending.size} folder(s) not yet converted: ${[
      ...pending,
    ]
      .map(([folder, n]) => `${folder} ${n}`)
      .join(", ")}`,
  );
}
if (errors.length > 0) {
  console.error(`Web words: ${errors.length} problem(s)\n${errors.join("\n")}`);
  process.exit(1);
}
