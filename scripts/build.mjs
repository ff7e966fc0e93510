// `npm run build`: the shared domain package, the server, then the web app, in that order;
// on success records what it was built from (see build-stamp.mjs).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { inputsHash, recordBuild } from "./build-stamp.mjs";

const root = path.resolve(import.meta.dirname, "..");
// Hashed before building: a file changed during the build makes the next start rebuild.
const inputs = inputsHash();
for (const workspace of ["packages/domain", "apps/server", "apps/web"]) {
  const { status } = spawnSync("npm", ["run", "build", "-w", workspace], {
    cwd: root,
    stdio: "inherit",
  });
  if (status !== 0) process.exit(status ?? 1);
}
recordBuild(inputs);
