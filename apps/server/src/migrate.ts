import { loadConfig } from "./config.js";
import { openDatabase } from "./db/database.js";
import { migrateToLatest } from "./db/migrator.js";

const config = loadConfig();
const database = openDatabase(config.database);
try {
  const applied = await migrateToLatest(database);
  console.log(applied.length > 0 ? `Applied: ${applied.join(", ")}` : "Database is up to date");
} finally {
  await database.close();
}
