import { type Migration, type MigrationProvider, Migrator } from "kysely";
import type { DatabaseHandle } from "./database.js";
import { initial } from "./migrations/001-initial.js";
import { seams } from "./migrations/002-seams.js";
import { hardening } from "./migrations/003-hardening.js";
import { tracking } from "./migrations/004-tracking.js";
import { loads } from "./migrations/005-loads.js";
import { billing } from "./migrations/006-billing.js";
import { hardeningTwo } from "./migrations/007-hardening-two.js";
import { hardeningRealtime } from "./migrations/007b-hardening-realtime.js";
import { field } from "./migrations/008-field.js";
import { sites } from "./migrations/009-sites.js";
import { invoicing } from "./migrations/010-invoicing.js";
import { sharing } from "./migrations/012-sharing.js";
import { language } from "./migrations/013-language.js";
import { deliverySignatures } from "./migrations/014-replay.js";
import { documentRecipients } from "./migrations/015-document-recipients.js";
import type { DialectKind, MigrationFactory } from "./migrations/types.js";

/** Every migration in order. Names never change once released. */
const migrations: Record<string, MigrationFactory> = {
  "001-initial": initial,
  "002-seams": seams,
  "003-hardening": hardening,
  "004-tracking": tracking,
  "005-loads": loads,
  "006-billing": billing,
  "007-hardening-two": hardeningTwo,
  "007b-hardening-realtime": hardeningRealtime,
  "008-field": field,
  "009-sites": sites,
  "010-invoicing": invoicing,
  "012-sharing": sharing,
  "013-language": language,
  "014-replay": deliverySignatures,
  "015-document-recipients": documentRecipients,
};

/** The names of every migration this version has, in order. */
export function migrationNames(): string[] {
  return Object.keys(migrations);
}

class InCodeMigrationProvider implements MigrationProvider {
  constructor(private readonly kind: DialectKind) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(migrations).map(([name, factory]) => [name, factory(this.kind)]),
    );
  }
}

const migratorFor = (handle: DatabaseHandle) =>
  new Migrator({
    db: handle.authDb,
    provider: new InCodeMigrationProvider(handle.kind),
    migrationTableName: "schema_migrations",
    migrationLockTableName: "schema_migrations_lock",
    // Numbers are handed out to work done side by side, so one may land after a higher one
    // has run; each migration touches only its own tables, so running it late is safe.
    allowUnorderedMigrations: true,
  });

/** Runs migrations up to and including `name`: how a test builds a database of an older release. */
export async function migrateUpTo(handle: DatabaseHandle, name: string): Promise<void> {
  const { error } = await migratorFor(handle).migrateTo(name);
  if (error) throw error;
}

export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const { error, results } = await migratorFor(handle).migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
