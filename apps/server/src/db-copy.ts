import { printTables, runCommand } from "./operations/cli.js";
import { copyToPostgres } from "./operations/copy-to-postgres.js";

await runCommand(
  "npm run db:copy -- <postgres://user:password@host:5432/database>",
  async (config, url) => {
    const report = await copyToPostgres(config, url, (line) => console.log(line));
    console.log(`Copied in ${report.seconds.toFixed(1)} s; every table matches in PostgreSQL:`);
    printTables(report.tables);
    console.log(
      "Start the servers with DATABASE_URL set to it, and AUTH_SECRET to the contents of $DATA_DIR/auth-secret so sessions carry over.",
    );
  },
);
