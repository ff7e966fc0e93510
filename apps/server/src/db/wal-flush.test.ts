import { existsSync, readdirSync, readlinkSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import Database from "better-sqlite3";
import Fastify from "fastify";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { registerDurableAnswers } from "../http/durable-answers.js";
import { makeTempDir } from "../test/database.js";
import { committedChangesOf, createWalFlusher, walFileFlusher } from "./wal-flush.js";

describe("flushing SQLite's WAL off the server's thread", () => {
  const temp = makeTempDir("haulwise-wal-flush-");
  let sqlite: Database.Database;
  let walPath: string;
  let flushes: string[];
  let flushed: () => Promise<void>;
  let walFile: ReturnType<typeof walFileFlusher>;

  const insert = (value: string) =>
    sqlite.prepare("insert into notes (value) values (?)").run(value);

  beforeEach(() => {
    const filename = path.join(temp.dir, `${crypto.randomUUID()}.db`);
    sqlite = new Database(filename);
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("synchronous = NORMAL");
    sqlite.exec("create table notes (value text not null)");
    walPath = `${filename}-wal`;
    flushes = [];
    walFile = walFileFlusher(walPath);
    flushed = createWalFlusher(committedChangesOf(sqlite), async () => {
      await walFile.flush();
      flushes.push(walPath);
    });
  });

  afterEach(async () => {
    sqlite.close();
    await walFile.close();
  });
  afterAll(() => temp.remove());

  it("flushes the WAL file once there are commits to flush, and not again for nothing new", async () => {
    await flushed();
    expect(flushes).toEqual([]);

    insert("first");
    await flushed();
    expect(flushes).toEqual([walPath]);

    await flushed();
    expect(flushes).toHaveLength(1);
  });

  it("shares one flush among callers who committed before it started", async () => {
    insert("a");
    insert("b");
    await Promise.all([flushed(), flushed(), flushed()]);
    expect(flushes).toHaveLength(1);
  });

  it("flushes again for a commit made while a flush was under way", async () => {
    insert("before");
    const first = flushed();
    insert("during");
    const second = flushed();
    const third = flushed();
    await Promise.all([first, second, third]);
    expect(flushes).toHaveLength(2);
    await flushed();
    expect(flushes).toHaveLength(2);
  });

  it("never counts writes of a transaction still open as flushed", async () => {
    sqlite.exec("begin");
    insert("not yet committed");
    await flushed();
    sqlite.exec("commit");
    await flushed();
    expect(flushes).toHaveLength(2);
  });

  it("answers a write request only after its commit is on disk, and a read at once", async () => {
    const order: string[] = [];
    const app = Fastify();
    registerDurableAnswers(app, {
      flushed: async () => {
        await flushed();
        order.push("flushed");
      },
    });
    app.post("/notes", async () => {
      insert("from a request");
      return { saved: true };
    });
    app.get("/notes", async () => sqlite.prepare("select count(*) as n from notes").get());

    const write = await app.inject({ method: "POST", url: "/notes" });
    order.push("answered");
    expect(write.json()).toEqual({ saved: true });
    expect(order).toEqual(["flushed", "answered"]);
    expect(flushes).toHaveLength(1);

    const read = await app.inject({ method: "GET", url: "/notes" });
    expect(read.json()).toEqual({ n: 1 });
    expect(order).toEqual(["flushed", "answered"]);
    await app.close();
  });

  // Open descriptors are counted from /proc, which only Linux has.
  it.skipIf(!existsSync("/proc/self/fd"))(
    "keeps one descriptor on the WAL file, and flushes nothing until the file exists",
    async () => {
      const later = walFileFlusher(path.join(temp.dir, "not-yet.db-wal"));
      await later.flush();
      await writeFile(path.join(temp.dir, "not-yet.db-wal"), "written");
      await later.flush();
      await later.flush();
      const descriptors = () =>
        readdirSync("/proc/self/fd").filter((fd) => {
          try {
            return readlinkSync(`/proc/self/fd/${fd}`).endsWith("not-yet.db-wal");
          } catch {
            return false;
          }
        }).length;
      expect(descriptors()).toBe(1);
      await later.close();
      expect(descriptors()).toBe(0);
    },
  );
});
