import { restoreInstall } from "./operations/backup.js";
import { printTables, runCommand } from "./operations/cli.js";

await runCommand("npm run restore -- <backup folder>", async (config, folder) => {
  const manifest = await restoreInstall(config, folder);
  console.log(
    `Restored the backup of ${manifest.createdAt} into ${config.dataDir}; every table matches:`,
  );
  printTables(Object.entries(manifest.tables).map(([table, summary]) => ({ table, ...summary })));
  console.log(`  ${manifest.files.count} uploaded files`);
});
