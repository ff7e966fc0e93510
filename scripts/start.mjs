// `npm start`: builds only when the sources changed since the last build (see
// build-stamp.mjs), then runs the built server in this process.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { buildIsCurrent } from "./build-stamp.mjs";

const root = path.resolve(import.meta.dirname, "..");
// `npm start -- --demo` is `npm run demo`.
if (process.argv.includes("--demo")) {
  await import("./demo.mjs");
} else {
  await startServer();
}

async function startServer() {
  if (!buildIsCurrent()) {
    console.log("Building Haulwise (sources changed since the last build)…");
    const { status } = spawnSync(process.execPath, [path.join(root, "scripts", "build.mjs")], {
      cwd: root,
      stdio: "inherit",
    });
    if (status !== 0) process.exit(status ?? 1);
  }
  await import("../apps/server/dist/main.js");
}
