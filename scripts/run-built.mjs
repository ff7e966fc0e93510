// `npm run backup|restore|db:copy -- <argument>`: builds only when the sources changed since
// the last build (as `npm start` does), then runs the server's command of that name.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { buildIsCurrent } from "./build-stamp.mjs";

const root = path.resolve(import.meta.dirname, "..");
const [command, ...rest] = process.argv.slice(2);
if (!buildIsCurrent()) {
  console.log("Building Haulwise (sources changed since the last build)…");
  const { status } = spawnSync(process.execPath, [path.join(root, "scripts", "build.mjs")], {
    cwd: root,
    stdio: "inherit",
  });
  if (status !== 0) process.exit(status ?? 1);
}
const entry = path.join(root, "apps", "server", "dist", `${command}.js`);
process.argv = [process.argv[0], entry, ...rest];
await import(entry);
