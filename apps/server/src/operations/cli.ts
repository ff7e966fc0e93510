import { type Config, ConfigError, loadConfig } from "../config.js";
import { OperationRefused } from "./backup.js";
import type { TableSummary } from "./tables.js";

/**
 * Runs an operator's command with the server's configuration and one argument, printing a
 * refusal or failure as one readable message and exiting non-zero.
 */
export async function runCommand(
  usage: string,
  run: (config: Config, argument: string) => Promise<void>,
) {
  const argument = process.argv[2];
  if (!argument || argument.startsWith("-")) {
    console.error(`Usage: ${usage}`);
    process.exit(2);
  }
  try {
    await run(loadConfig(), argument);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof OperationRefused) {
      console.error(error.message);
      process.exit(1);
    }
    console.error(error);
    process.exit(1);
  }
}

/** Every table's rows and checksum, one line each. */
export function printTables(tables: Array<{ table: string } & TableSummary>) {
  const width = Math.max(...tables.map(({ table }) => table.length), 5);
  for (const { table, rows, checksum } of tables) {
    console.log(`  ${table.padEnd(width)}  ${String(rows).padStart(9)} rows  ${checksum}`);
  }
}
