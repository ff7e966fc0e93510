import { backupInstall } from "./operations/backup.js";
import { printTables, runCommand } from "./operations/cli.js";

await runCommand("npm run backup -- <folder>", async (config, folder) => {
  const manifest = await backupInstall(config, folder);
  console.log(
    `Backed up ${config.database.kind === "sqlite" ? config.database.filename : ""} to ${folder}:`,
  );
  printTables(Object.entries(manifest.tables).map(([table, summary]) => ({ table, ...summary })));
  console.log(
    manifest.files.storage === "local"
      ? `  ${manifest.files.count} uploaded files, ${manifest.files.bytes} bytes`
      : "  Uploaded files are in the S3 bucket, which is not copied: keep it versioned or replicated.",
  );
});
