import { columnTypesFor, type MigrationDb, type MigrationFactory } from "./types.js";

/**
 * A delivery signature on a load ticket: the receiver's signature (a small PNG, in storage
 * under `signature_key`, as ticket photos are), the name they typed, and when they signed.
 * Nullable columns: ALTER TABLE ADD COLUMN, no table rebuild.
 */
export const deliverySignatures: MigrationFactory = (kind) => {
  const t = columnTypesFor(kind);
  return {
    async up(db: MigrationDb) {
      await db.schema.alterTable("loads").addColumn("signature_key", "text").execute();
      await db.schema.alterTable("loads").addColumn("signer_name", "text").execute();
      await db.schema.alterTable("loads").addColumn("signed_at", t.timestamp).execute();
    },
  };
};
