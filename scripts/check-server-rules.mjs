// Server rules that Biome and dependency-cruiser cannot see, checked on the TypeScript syntax
// tree of apps/server/src (run by `npm run lint`, with tsx so the ownership map is read as is):
//
// 1. Table ownership (docs/decisions/009): a module writes only the tables it owns and reads
//    another module's tables only where apps/server/src/db/ownership.ts declares it.
// 2. SQL lives in repos: services, routes and listeners build no queries.
// 3. One source of "now": no Date.now() or new Date() without arguments outside clock.ts, and
//    timers (setTimeout, setInterval) from the clock too, except where they wait on a socket,
//    a connection or the disk rather than on the product's time (TIMER_EXCEPTIONS).
// 4. Events after commit: nothing is emitted inside a transaction.
// 5. Errors through the factories of http/app-error.ts, so every code is in the code list.
// 6. Routes validate, services take typed input (docs/decisions/067): a service parses input
//    with a domain schema only where 067 writes the exception down (PARSED_IN_SERVICE); the
//    older services still on the list move off it as they are next changed.
// 7. One module shape (docs/decisions/066): every folder under modules/ has `<name>.module.ts`
//    exporting `create<Name>Module`, and routes are declared through http/routes.ts
//    (`signedInRoutes`, `mixedRoutes`), never with a hand-made type provider or session hook.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { tableOwnership } from "../apps/server/src/db/ownership.ts";

const root = path.resolve(import.meta.dirname, "..");
const serverSrc = path.join(root, "apps/server/src");
const problems = [];

const READS = new Set([
  "selectFrom",
  "innerJoin",
  "leftJoin",
  "rightJoin",
  "fullJoin",
  "crossJoin",
  "innerJoinLateral",
  "leftJoinLateral",
]);
const WRITES = new Set(["insertInto", "updateTable", "deleteFrom", "replaceInto", "mergeInto"]);

/** The tables of the Database type in db/schema.ts. */
function tablesOfSchema() {
  const text = readFileSync(path.join(serverSrc, "db/schema.ts"), "utf8");
  const body = /export type Database = \{([^}]*)\}/.exec(text)?.[1] ?? "";
  return new Set([...body.matchAll(/^\s*(\w+):/gm)].map((match) => match[1]));
}
const tables = tablesOfSchema();

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full);
    return full.endsWith(".ts") ? [full] : [];
  });
}

/** Timers that wait on the machine, not the product: a request's body, a reconnect, a disk. */
const TIMER_EXCEPTIONS = new Set(
  ["http/timeouts.ts", "db/notify.ts", "db/group-commit.ts", "serve.ts"].map((file) =>
    path.join(serverSrc, file),
  ),
);

/**
 * `<file under modules/>: <schema>` pairs a service may still parse. The exceptions 067 keeps:
 * a load ticket may arrive inside a multipart upload, which no route schema reads, and each
 * GPS fix is checked on its own so one bad fix does not refuse its batch. The rest predate 067.
 */
const PARSED_IN_SERVICE = new Set([
  "loads/loads.service.ts: RecordLoadInputSchema",
  "tracking/ingest.service.ts: FixSchema",
  // Older services, to move to typed input:
  "companies/companies.service.ts: CompanyProfileInputSchema",
  "drivers/drivers.service.ts: DriverListQuerySchema",
  "invitations/invitations.service.ts: CreateInvitationsInputSchema",
  "jobs/jobs.service.ts: CompanyJobListQuerySchema",
  "jobs/jobs.service.ts: CreateJobInputSchema",
  "jobs/jobs.service.ts: UpdateJobInputSchema",
  "loads/loads.service.ts: CompleteLoadInputSchema",
  "loads/loads.service.ts: CorrectLoadInputSchema",
  "loads/loads.service.ts: VoidLoadInputSchema",
  "loads/metrics.service.ts: DailyMetricsInputSchema",
  "notifications/notifications.service.ts: CreateNotificationInputSchema",
  "notifications/notifications.service.ts: ListNotificationsQuerySchema",
  "profiles/profiles.service.ts: DriverDetailsInputSchema",
  "profiles/profiles.service.ts: ProfileSetupInputSchema",
  "profiles/profiles.service.ts: UpdateProfileInputSchema",
  "sites/sites.service.ts: CreateSiteInputSchema",
  "sites/sites.service.ts: UpdateSiteInputSchema",
]);

const isTest = (file) =>
  file.endsWith(".test.ts") || file.startsWith(path.join(serverSrc, "test") + path.sep);

/**
 * The owner a file belongs to for table ownership: modules/<name>/, or a top-level folder the
 * ownership map names (auth/, throttles/).
 */
function ownerOf(file) {
  const relative = path.relative(serverSrc, file).split(path.sep);
  if (relative[0] === "modules") return relative[1];
  if (relative.length > 1 && relative[0] in tableOwnership) return relative[0];
  return null;
}

function report(file, node, message) {
  const source = node.getSourceFile();
  const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
  problems.push(`${path.relative(root, file)}:${line + 1}: ${message}`);
}

function checkOwnershipMap() {
  const owners = new Map();
  for (const [module, { owns, reads }] of Object.entries(tableOwnership)) {
    for (const table of owns) {
      if (owners.has(table)) {
        problems.push(
          `db/ownership.ts: ${table} is owned by both ${owners.get(table)} and ${module}`,
        );
      }
      owners.set(table, module);
      if (reads.includes(table))
        problems.push(`db/ownership.ts: ${module} both owns and reads ${table}`);
    }
  }
  for (const table of tables) {
    if (!owners.has(table)) problems.push(`db/ownership.ts: table ${table} has no owner`);
  }
  for (const name of readdirSync(path.join(serverSrc, "modules"))) {
    if (!(name in tableOwnership)) {
      problems.push(`db/ownership.ts: module ${name} is missing from the ownership map`);
    }
  }
}

/** Tables named by raw SQL in a `sql` template, with whether the statement writes them. */
function tablesInSql(text) {
  const found = [];
  for (const match of text.matchAll(
    /\b(insert\s+into|update|delete\s+from|from|join)\s+"?(\w+)"?/gi,
  )) {
    const table = match[2];
    if (!tables.has(table)) continue;
    const verb = match[1].toLowerCase();
    found.push({ table, write: verb !== "from" && verb !== "join" });
  }
  return found;
}

/** Whether `node` sits inside a transaction: a `.transaction().execute(fn)` or a `(trx) =>`. */
function insideTransaction(node) {
  for (let current = node.parent; current; current = current.parent) {
    if (!ts.isFunctionLike(current)) continue;
    const first = current.parameters?.[0];
    if (first && ts.isIdentifier(first.name) && first.name.text === "trx") return true;
    const call = current.parent;
    if (
      call &&
      ts.isCallExpression(call) &&
      ts.isPropertyAccessExpression(call.expression) &&
      call.expression.name.text === "execute" &&
      ts.isCallExpression(call.expression.expression) &&
      ts.isPropertyAccessExpression(call.expression.expression.expression) &&
      call.expression.expression.expression.name.text === "transaction"
    ) {
      return true;
    }
  }
  return false;
}

function checkFile(file) {
  const relative = path.relative(serverSrc, file);
  const source = ts.createSourceFile(
    file,
    readFileSync(file, "utf8"),
    ts.ScriptTarget.Latest,
    true,
  );
  const owner = ownerOf(file);
  const rules = owner ? tableOwnership[owner] : null;
  const isRepo = file.endsWith(".repo.ts");
  const inModules = relative.startsWith(`modules${path.sep}`);

  const useTable = (node, table, write) => {
    if (inModules && !isRepo) {
      report(file, node, `SQL on ${table} outside a repo: move the query to the module's repo`);
      return;
    }
    if (!rules) return;
    if (rules.owns.includes(table)) return;
    if (write) {
      report(
        file,
        node,
        `${owner} writes ${table}, which it does not own: call its owner's service`,
      );
    } else if (!rules.reads.includes(table)) {
      report(
        file,
        node,
        `${owner} reads ${table} without declaring it in db/ownership.ts: call its owner's service, or declare the read model`,
      );
    }
  };

  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const first = node.arguments[0];
      if ((READS.has(method) || WRITES.has(method)) && first && ts.isStringLiteralLike(first)) {
        const table = first.text.split(/\s+as\s+/)[0].trim();
        if (tables.has(table)) useTable(node, table, WRITES.has(method));
      }
      if (
        method === "now" &&
        ts.isIdentifier(node.expression.expression) &&
        node.expression.expression.text === "Date"
      ) {
        report(file, node, "Date.now(): read the time from the clock given to you (clock.ts)");
      }
      if (
        inModules &&
        file.endsWith(".service.ts") &&
        (method === "parse" || method === "safeParse") &&
        ts.isIdentifier(node.expression.expression) &&
        node.expression.expression.text.endsWith("Schema")
      ) {
        const pair = `${path.relative(path.join(serverSrc, "modules"), file).split(path.sep).join("/")}: ${node.expression.expression.text}`;
        if (!PARSED_IN_SERVICE.has(pair)) {
          report(
            file,
            node,
            "a service takes the input its route validated: type it Valid<typeof Schema>, do not parse it again",
          );
        }
      }
      if (inModules && method === "withTypeProvider") {
        report(file, node, "declare routes with signedInRoutes or mixedRoutes (http/routes.ts)");
      }
      if (
        inModules &&
        method === "addHook" &&
        first &&
        ts.isStringLiteralLike(first) &&
        first.text === "onRequest"
      ) {
        report(
          file,
          node,
          "a session hook by hand: declare routes with signedInRoutes (http/routes.ts)",
        );
      }
      if (method === "emit" && insideTransaction(node)) {
        report(file, node, "an event emitted inside a transaction: emit once it has committed");
      }
    }
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      (node.expression.text === "setTimeout" || node.expression.text === "setInterval") &&
      !TIMER_EXCEPTIONS.has(file)
    ) {
      report(
        file,
        node,
        `${node.expression.text}: start timers from the clock (clock.after, clock.every)`,
      );
    }
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression)) {
      if (node.expression.text === "Date" && (node.arguments?.length ?? 0) === 0) {
        report(file, node, "new Date(): read the time from the clock given to you (clock.ts)");
      }
      if (node.expression.text === "AppError" && relative !== path.join("http", "app-error.ts")) {
        report(file, node, "new AppError: use a factory from http/app-error.ts");
      }
    }
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText(source) === "sql") {
      for (const { table, write } of tablesInSql(node.template.getText(source))) {
        useTable(node, table, write);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

/** `trucks` → `createTrucksModule`; `device-tokens` → `createDeviceTokensModule`. */
const factoryOf = (name) =>
  `create${name.replace(/(^|-)(\w)/g, (_match, _dash, letter) => letter.toUpperCase())}Module`;

function checkModuleShape() {
  const modules = path.join(serverSrc, "modules");
  for (const name of readdirSync(modules)) {
    if (!statSync(path.join(modules, name)).isDirectory()) {
      problems.push(`modules/${name}: only module folders live in modules/`);
      continue;
    }
    const file = path.join(modules, name, `${name}.module.ts`);
    let text;
    try {
      text = readFileSync(file, "utf8");
    } catch {
      problems.push(`modules/${name}: no ${name}.module.ts (copy modules/trucks/trucks.module.ts)`);
      continue;
    }
    if (!new RegExp(`export function ${factoryOf(name)}\\(`).test(text)) {
      problems.push(`modules/${name}/${name}.module.ts: export function ${factoryOf(name)}(deps)`);
    }
  }
}

checkOwnershipMap();
checkModuleShape();
for (const file of filesUnder(serverSrc)) {
  if (isTest(file) || file === path.join(serverSrc, "clock.ts")) continue;
  if (file.includes(`${path.sep}migrations${path.sep}`)) continue;
  checkFile(file);
}

if (problems.length > 0) {
  console.error(`Server rules: ${problems.length} problem(s)\n${problems.join("\n")}`);
  process.exit(1);
}
console.log(
  "✔ server rules hold (table ownership, SQL in repos, clock, events after commit, module shape)",
);
