// `npm run test:mutants`: proves the access-matrix test guards each access check. Every mutant
// below removes one check from the source; the matrix test must then fail. The file is restored
// after each run (also on Ctrl-C). Prints one line per mutant and a `N of N killed` summary.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const src = (file) => path.join(root, "apps/server/src", file);

/** [what the mutant removes, file under apps/server/src, text to find, text to put instead] */
const MUTANTS = [
  [
    "avatar: the shares-work check",
    "modules/profiles/profiles.service.ts",
    "row?.avatar_key && (await companies.sharesWork(viewer, { userId }))",
    "row?.avatar_key",
  ],
  [
    "logo: membership or grant of the company",
    "modules/companies/companies.service.ts",
    "return repo.isRelatedToCompany(db, viewer.userId, subject.companyId);",
    "return true;",
  ],
  [
    "logo: replaced by contractors only",
    "modules/companies/companies.service.ts",
    'if (actor.role !== "contractor" || !actor.company) throw forbidden(m.logoForContractors);',
    "if (!actor.company) throw forbidden(m.logoForContractors);",
  ],
  [
    "jobs: contractor-only routes",
    "modules/jobs/job-access.ts",
    'if (access !== "contractor") throw notFound(m.jobNotFound);',
    "",
  ],
  [
    "jobs: a viewer needs a grant",
    "modules/jobs/job-access.ts",
    'if (await repo.findGrant(db, jobId, actor.userId)) return { job, access: "viewer" };',
    'return { job, access: "viewer" };',
  ],
  [
    "routes: signing in before validation",
    "http/routes.ts",
    'app.addHook(\n    "onRequest",\n    options.signedOutMessage ? authenticatedWith(options.signedOutMessage) : authenticated,\n  );',
    "",
  ],
  [
    "documents: viewers do not list documents",
    "modules/documents/documents.service.ts",
    'if (access === "viewer") throw notFound(messages.jobs.jobNotFound);',
    "",
  ],
  [
    "duty: drivers only",
    "modules/drivers/drivers.service.ts",
    'requireRole(actor, "driver", m.dutyForDrivers);',
    "",
  ],
  [
    "invitations: only the invited address accepts",
    "modules/invitations/invitations.service.ts",
    "if (actor.email.toLowerCase() !== row.email || !actor.verified) {",
    "if (false) {",
  ],
  [
    "notifications: marking read only one's own",
    "modules/notifications/notifications.repo.ts",
    '.set({ read_at: now })\n    .where("user_id", "=", userId)',
    ".set({ read_at: now })",
  ],
  [
    // The first such line is in `remove`; reading one driver also filters by company in SQL.
    "drivers: removing only the company's drivers",
    "modules/drivers/drivers.service.ts",
    'if (role !== "driver") throw notFound(m.notFound);',
    "",
  ],
  [
    "driver pages: drivers only",
    "modules/jobs/jobs.service.ts",
    'requireRole(actor, "driver", m.driversOnly);',
    "",
  ],
  [
    "documents: only the driver a document is for",
    "modules/documents/documents.service.ts",
    "if (row.driver_id === actor.userId) {",
    "if (true) {",
  ],
  [
    "companies: contractors only",
    "auth/actor.ts",
    'if (actor.role !== "contractor" || !actor.company) {',
    "if (!actor.company) {",
  ],
];

let restore = null;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    restore?.();
    process.exit(130);
  });
}

let killed = 0;
for (const [name, file, from, to] of MUTANTS) {
  const target = src(file);
  const original = readFileSync(target, "utf8");
  if (!original.includes(from)) {
    console.log(`STALE  ${name}: the text to remove is no longer in ${file}`);
    continue;
  }
  restore = () => writeFileSync(target, original);
  writeFileSync(target, original.replace(from, to));
  try {
    const run = spawnSync(
      path.join(root, "node_modules/.bin/vitest"),
      ["run", "--project", "server-sqlite", "apps/server/src/security/access-matrix.test.ts"],
      { cwd: root, encoding: "utf8" },
    );
    const survived = run.status === 0;
    if (!survived) killed++;
    console.log(`${survived ? "SURVIVED" : "killed"}  ${name}`);
  } finally {
    restore();
    restore = null;
  }
}
console.log(`${killed} of ${MUTANTS.length} killed`);
process.exit(killed === MUTANTS.length ? 0 : 1);
