import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase, makeTempDir } from "../../test/database.js";
import { openDatabase } from "../database.js";
import { migrateToLatest, migrateUpTo } from "../migrator.js";

const at = "2026-03-01T08:00:00.000Z";

describe("migration 007b on a database of the previous release", () => {
  const temp = makeTempDir("haulwise-migration-");
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await drop?.();
    temp.remove();
  });

  it("keeps every grant as listed, and freezes the loads of drivers who had already left", async () => {
    const testDb = await createTestDatabase(temp.dir);
    drop = testDb.drop;
    const database = openDatabase(testDb.config, { poolSize: 2 });
    try {
      await migrateUpTo(database, "007-hardening-two");
      const db = database.authDb;
      const insert = (table: string, row: Record<string, unknown>) =>
        db.insertInto(table).values(row).execute();
      for (const [id, email] of [
        ["owner", "owner@example.com"],
        ["viewer", "Viewer@Example.com"],
        ["gone", "gone@example.com"],
        ["stays", "stays@example.com"],
      ]) {
        await insert("users", { id, name: id, email, created_at: at, updated_at: at });
      }
      await insert("companies", { id: "c1", name: "Stone", created_at: at, updated_at: at });
      await insert("company_members", {
        company_id: "c1",
        user_id: "stays",
        member_role: "driver",
        joined_at: at,
      });
      await insert("jobs", {
        id: "j1",
        company_id: "c1",
        job_number: "JOB-1",
        title: "Quarry run",
        description: "",
        status: "active",
        location: "Pit 4",
        start_date: "2026-03-01",
        created_at: at,
        updated_at: at,
      });
      await insert("job_permissions", {
        id: "g1",
        job_id: "j1",
        user_id: "viewer",
        granted_by: "owner",
        created_at: at,
      });
      for (const [id, driver, n] of [
        ["l1", "gone", 1],
        ["l2", "stays", 2],
      ] as const) {
        await insert("loads", {
          id,
          company_id: "c1",
          job_id: "j1",
          load_number: n,
          driver_id: driver,
          driver_name: driver,
          status: "completed",
          material_type: "Gravel",
          quantity: 12,
          quantity_unit: "tons",
          completed_at: at,
          created_at: at,
          updated_at: at,
        });
      }

      await migrateToLatest(database);

      const grant = await db
        .selectFrom("job_permissions")
        .selectAll()
        .where("id", "=", "g1")
        .executeTakeFirstOrThrow();
      expect(grant).toMatchObject({ user_id: "viewer", email: "viewer@example.com" });
      expect(grant.viewed_at).not.toBeNull();
      // An address can now be granted before anyone holds it.
      await insert("job_permissions", {
        id: "g2",
        job_id: "j1",
        user_id: null,
        email: "nobody@example.com",
        granted_by: "owner",
        can_edit: database.kind === "postgres" ? false : 0,
        created_at: at,
      });
      await expect(
        insert("job_permissions", {
          id: "g3",
          job_id: "j1",
          user_id: null,
          email: "nobody@example.com",
          granted_by: "owner",
          can_edit: database.kind === "postgres" ? false : 0,
          created_at: at,
        }),
      ).rejects.toThrow();

      const frozen = await db.selectFrom("former_driver_loads").selectAll().execute();
      expect(frozen).toEqual([
        expect.objectContaining({
          load_id: "l1",
          driver_id: "gone",
          job_title: "Quarry run",
          job_number: "JOB-1",
          quantity: 12,
        }),
      ]);
      if (database.kind === "sqlite") {
        const broken = await sql`pragma foreign_key_check`.execute(db);
        expect(broken.rows).toEqual([]);
      }
    } finally {
      await database.close();
    }
  });
});
