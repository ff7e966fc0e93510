import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartFile, TestClient } from "../test/client.js";
import { makeTempDir } from "../test/database.js";
import { pdfFile } from "../test/files.js";
import { sendDocument } from "../test/fleet.js";
import { type StartedTestApp, startTestApp } from "../test/harness.js";
import { ticketForm } from "../test/hauling.js";
import { pngImage } from "../test/images.js";
import { fixesAlong, sendFixes, trackingCompany } from "../test/tracking.js";
import { BACKUP_LAYOUT, type BackupManifest } from "./backup.js";
import { differences, sqliteReader, summariseDatabase } from "./tables.js";

const serverRoot = path.resolve(import.meta.dirname, "../..");
const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

/** Runs one of the operator's commands from source, as `npm run <name> -- <argument>` would. */
function runCommand(entry: string, argument: string, env: Record<string, string>) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "--conditions=@haulwise/source", `src/${entry}.ts`, argument],
      { cwd: serverRoot, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] },
    );
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("exit", (code) => resolve({ code: code ?? 1, output }));
  });
}

async function summariesOf(filename: string) {
  const reader = sqliteReader(filename);
  try {
    return await summariseDatabase(reader);
  } finally {
    await reader.close();
  }
}

// Backups of the embedded install: PostgreSQL installs use PostgreSQL's own tools.
describe.skipIf(process.env.HAULWISE_TEST_DB === "postgres")(
  "backing up an embedded install while it serves, and restoring it on a fresh machine",
  () => {
    const folders = makeTempDir("haulwise-backup-");
    const backup = path.join(folders.dir, "nightly");
    const freshDataDir = path.join(folders.dir, "fresh-machine");
    let ctx: StartedTestApp;
    let restored: StartedTestApp | null = null;

    beforeAll(async () => {
      ctx = await startTestApp({}, { sqlite: true });
    });

    afterAll(async () => {
      await restored?.close();
      await ctx?.close();
      folders.remove();
    });

    it("copies a consistent snapshot while drivers keep uploading, and restores every row and file", async () => {
      const { contractor, driver, job } = await trackingCompany(ctx);
      const document = await sendDocument(
        contractor.client,
        job.id,
        { driverId: driver.userId },
        { data: pdfFile("Site plan"), filename: "Site plan.pdf", contentType: "application/pdf" },
      );
      expect(document.statusCode).toBe(201);
      const avatar = await driver.client.put(
        "/api/me/avatar",
        undefined,
        multipartFile(await pngImage(), "me.png", "image/png"),
      );
      expect(avatar.statusCode).toBe(200);
      const load = await driver.client.request(
        "POST",
        "/api/loads",
        ticketForm(
          { jobId: job.id, quantity: 14, quantityUnit: "tons", ticketNumber: "B-1" },
          { data: await pngImage(), fileName: "ticket.png", contentType: "image/png" },
        ),
      );
      expect(load.statusCode, load.body).toBe(200);

      // The driver keeps uploading batches of 10 fixes, each all or nothing, throughout.
      const countFixes = async () =>
        Number(
          (
            await ctx.database.db
              .selectFrom("location_history")
              .select((eb) => eb.fn.countAll().as("n"))
              .where("kind", "=", "position")
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await countFixes();
      let uploading = true;
      let batches = 0;
      const uploads = (async () => {
        // A backlog from the last six hours, a phone back in signal draining its queue.
        const start = ctx.clock.now().getTime() - 6 * 3_600_000;
        while (uploading) {
          const fixes = fixesAlong({
            start: new Date(start + batches * 10_000),
            count: 10,
            firstSeq: batches * 10 + 1,
            stepSeconds: 1,
            stepMetres: 10,
          });
          const response = await sendFixes(driver, fixes);
          expect(response.json().accepted).toBe(10);
          batches++;
        }
      })();
      await expect.poll(() => batches).toBeGreaterThan(2);

      const env = {
        DATA_DIR: ctx.dataDir,
        DATABASE_URL: `file:${ctx.config.database.kind === "sqlite" ? ctx.config.database.filename : ""}`,
      };
      const backedUp = await runCommand("backup", backup, env);
      uploading = false;
      await uploads;
      expect(backedUp.code, backedUp.output).toBe(0);
      expect(backedUp.output).toContain("location_history");
      const after = await countFixes();

      const manifest = JSON.parse(
        readFileSync(path.join(backup, BACKUP_LAYOUT.manifest), "utf8"),
      ) as BackupManifest;
      const inBackup = manifest.tables.location_history!.rows;
      // Fixes from the seeding, then whole batches: the snapshot never splits an upload.
      expect(inBackup).toBeGreaterThanOrEqual(before + 20);
      expect(inBackup).toBeLessThanOrEqual(after);
      expect((inBackup - before) % 10).toBe(0);
      expect(manifest.files).toMatchObject({ storage: "local", count: 3 });
      expect(manifest.tables.users!.rows).toBe(2);

      const restoredRun = await runCommand("restore", backup, { DATA_DIR: freshDataDir });
      expect(restoredRun.code, restoredRun.output).toBe(0);
      expect(restoredRun.output).toContain("every table matches");
      const restoredDatabase = path.join(freshDataDir, "haulwise.db");
      expect(differences(manifest.tables, await summariesOf(restoredDatabase))).toEqual([]);
      expect(Object.keys(manifest.tables).length).toBeGreaterThan(20);

      // A fresh instance on the restored folder: the same people sign in and find their files.
      restored = await startTestApp(
        { AUTH_SECRET: ctx.config.authSecret },
        {
          existing: {
            dataDir: freshDataDir,
            database: { kind: "sqlite", filename: restoredDatabase },
          },
        },
      );
      const again = new TestClient(restored.app);
      const signIn = await again.post("/api/auth/sign-in/email", {
        email: contractor.email,
        password: contractor.password,
      });
      expect(signIn.statusCode).toBe(200);
      const download = await again.get(`/api/documents/${document.json().id}/download`);
      expect(download.statusCode).toBe(200);
      expect(sha256(download.rawPayload)).toBe(sha256(pdfFile("Site plan")));
      const photo = await again.get(load.json().photoUrl);
      expect(photo.statusCode).toBe(200);
      // The session the contractor had before the backup still holds on the restored machine.
      const sameSession = new TestClient(restored.app);
      for (const [name, value] of contractor.client.cookies) sameSession.cookies.set(name, value);
      expect((await sameSession.get("/api/me")).statusCode).toBe(200);

      // Restoring over an install is refused, and changes nothing.
      const overwrite = await runCommand("restore", backup, { DATA_DIR: freshDataDir });
      expect(overwrite.code).toBe(1);
      expect(overwrite.output).toContain("restore into a fresh DATA_DIR");
      const notABackup = await runCommand("restore", folders.dir, {
        DATA_DIR: path.join(folders.dir, "elsewhere"),
      });
      expect(notABackup.code).toBe(1);
      expect(notABackup.output).toContain("not a Haulwise backup");
      const intoUsed = await runCommand("backup", backup, env);
      expect(intoUsed.code).toBe(1);
      expect(intoUsed.output).toContain("back up into a new or empty folder");
      // Five child processes start and load the whole server: on two shared cores that alone
      // can take most of the default half minute.
    }, 90_000);
  },
);
