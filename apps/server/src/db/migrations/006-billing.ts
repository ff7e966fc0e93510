import { columnTypesFor, type MigrationDb, type MigrationFactory } from "./types.js";

/**
 * Subscriptions learn what the providers report beyond plan and period: when the period
 * began, a downgrade waiting for its end, since when a renewal is unpaid, and when the
 * provider's state was last read (so an older read never overwrites a newer one). Billing
 * events name their company. The built-in provider keeps its checkouts.
 * Nullable columns: ALTER TABLE ADD COLUMN on both databases, no table rebuild.
 */
export const billing: MigrationFactory = (kind) => {
  const t = columnTypesFor(kind);
  return {
    async up(db: MigrationDb) {
      const subscriptions = () => db.schema.alterTable("subscriptions");
      await subscriptions().addColumn("current_period_start", t.timestamp).execute();
      await subscriptions().addColumn("scheduled_plan", "text").execute();
      await subscriptions().addColumn("scheduled_billing_cycle", "text").execute();
      await subscriptions().addColumn("past_due_since", t.timestamp).execute();
      await subscriptions().addColumn("synced_at", t.timestamp).execute();
      await db.schema
        .createIndex("subscriptions_provider_subscription")
        .on("subscriptions")
        .column("provider_subscription_id")
        .execute();
      await db.schema
        .createIndex("subscriptions_period_end")
        .on("subscriptions")
        .columns(["provider", "current_period_end"])
        .execute();

      await db.schema.alterTable("billing_events").addColumn("company_id", "text").execute();

      await db.schema
        .createTable("billing_checkouts")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("company_id", "text", (c) =>
          c.notNull().references("companies.id").onDelete("cascade"),
        )
        .addColumn("plan", "text", (c) => c.notNull())
        .addColumn("billing_cycle", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("created_by", "text", (c) => c.notNull())
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .addColumn("expires_at", t.timestamp, (c) => c.notNull())
        .addColumn("completed_at", t.timestamp)
        .execute();
      await db.schema
        .createIndex("billing_checkouts_company")
        .on("billing_checkouts")
        .columns(["company_id", "created_at"])
        .execute();
    },
  };
};
