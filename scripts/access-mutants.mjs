// `npm run test:mutants`: proves the access-matrix test guards each access check. Every mutant
// below removes one check from the source; the matrix test must then fail. The file is restored
// after each run (also on Ctrl-C). Prints one line per mutant and a `N of N killed` summary.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const src = (file) => path.join(root, "apps/server/src/modules", file);

/** [what the mutant removes, file, text to find, text to put instead] */
const MUTANTS = [
  [
    "avatar: the shares-work check",
    "profiles/profiles.service.ts",
    "row?.avatar_key && (await companies.sharesWork(viewerId, { userId }))",
    "row?.avatar_key",
  ],
  [
    "logo: membership or grant of the company",
    "companies/companies.service.ts",
    'if ("companyId" in subject) return repo.isRelatedToCompany(db, viewerId, subject.companyId);',
    'if ("companyId" in subject) return true;',
  ],
  [
    "jobs: contractor-only routes",
    "jobs/jobs.service.ts",
    'if (access !== "contractor") throw notFound(JOB_NOT_FOUND);',
    "",
  ],
  [
    "jobs: a viewer needs a grant",
    "jobs/jobs.service.ts",
    'if (await repo.findGrant(db, jobId, userId)) return { job, access: "viewer" };',
    'return { job, access: "viewer" };',
  ],
  [
    "trucks: signing in before validation",
    "trucks/trucks.routes.ts",
    'app.addHook("onRequest", authenticated);',
    "",
  ],
  [
    "documents: viewers do not list documents",
    "documents/documents.service.ts",
    'if (access === "viewer") throw notFound(messages.jobs.jobNotFound);',
    "",
  ],
  [
    "duty: drivers only",
    "drivers/drivers.service.ts",
    'if (profile?.role !== "driver") throw forbidden(ONLY_DRIVERS_DUTY);',
    "",
  ],
  [
    "invitations: only the invited address accepts",
    "invitations/invitations.service.ts",
    "if (user.email.toLowerCase() !== row.email || !user.emailVerified) {",
    "if (false) {",
  ],
  [
    "notifications: marking read only one's own",
    "notifications/notifications.repo.ts",
    '.set({ read_at: now })\n    .where("user_id", "=", userId)',
    ".set({ read_at: now })",
  ],
  [
    "drivers: only the company's drivers",
    "drivers/drivers.service.ts",
    'if (membership?.member_role !== "driver") throw notFound("Driver not found");',
    "",
  ],
  [
    "driver pages: drivers only",
    "jobs/jobs.service.ts",
    'if (profile?.role !== "driver") throw forbidden("This is for drivers");',
    "",
  ],
  [
    "documents: only the driver a document is for",
    "documents/documents.service.ts",
    "if (row.driver_id === userId) {",
    "if (true) {",
  ],
  [
    "companies: contractors only",
    "companies/companies.service.ts",
    'if (profile?.role !== "contractor" || !company)',
    "if (!company)",
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
