import { describe, expect, it } from "vitest";
import { createVerifiedUser } from "../../test/client.js";
import { inviteNewDriver } from "../../test/fleet.js";
import { useTestApp } from "../../test/harness.js";
import { fixesAlong, sendBeacon, sendFixes, setDuty } from "../../test/tracking.js";

type Listed = { name: string };
const names = (body: { drivers: Listed[] }) => body.drivers.map((driver) => driver.name);

describe("the drivers list", () => {
  const ctx = useTestApp();

  /**
   * Four drivers: Ana on duty and moving, Ben on duty who closed Haulwise, Cy on duty who never
   * sent a position, Dee off duty. Ana drives truck #23.
   */
  async function company() {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    // Addresses without digits, so the search for truck #23 can only find it by the truck.
    const tag = Date.now()
      .toString(36)
      .replace(/\d/g, (digit) => "qrstuvwxyz"[Number(digit)]!);
    const invite = (firstName: string, lastName: string) =>
      inviteNewDriver(ctx, contractor, {
        firstName,
        lastName,
        email: `${firstName.toLowerCase()}.${tag}@example.com`,
      });
    const ana = await invite("Ana", "Bell");
    const ben = await invite("Ben", "Ávila");
    const cy = await invite("Cy", "Dunn");
    await invite("Dee", "Eng");
    for (const driver of [ana, ben, cy]) await setDuty(driver, true);
    const recent = new Date(Date.now() - 20_000);
    expect((await sendFixes(ana, fixesAlong({ start: recent, count: 3 }))).statusCode).toBe(200);
    expect((await sendFixes(ben, fixesAlong({ start: recent, count: 2 }))).statusCode).toBe(200);
    expect((await sendBeacon(ben, "stopped", new Date())).statusCode).toBe(204);
    const truck = (
      await contractor.client.post("/api/trucks", {
        make: "Kenworth",
        model: "T880",
        truckNumber: "23",
      })
    ).json();
    await contractor.client.put(`/api/trucks/${truck.id}/assignment`, { driverId: ana.userId });
    const list = async (query = "") => {
      const response = await contractor.client.get(`/api/drivers${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    return { contractor, ana, list };
  }
  let seeded: ReturnType<typeof company> | undefined;
  const readCompany = () => {
    seeded ??= company();
    return seeded;
  };

  it("answers every driver by name with what tracking shows of each, and the counts", async () => {
    const { list } = await readCompany();
    const all = await list();
    expect(
      all.drivers.map((d: { name: string; tracking: string }) => [d.name, d.tracking]),
    ).toEqual([
      ["Ana Bell", "moving"],
      ["Ben Ávila", "stopped"],
      ["Cy Dunn", "paused"],
      ["Dee Eng", "off_duty"],
    ]);
    expect(all).toMatchObject({
      total: 4,
      pageSize: null,
      counts: { total: 4, onDuty: 3, moving: 1, idle: 0, paused: 1, stopped: 1 },
    });
  });

  it("filters by duty and tracking state, searches name, e-mail and truck", async () => {
    const { list, ana } = await readCompany();
    expect(names(await list("?duty=on"))).toEqual(["Ana Bell", "Ben Ávila", "Cy Dunn"]);
    expect(names(await list("?duty=off"))).toEqual(["Dee Eng"]);
    expect(names(await list("?tracking=paused"))).toEqual(["Cy Dunn"]);
    expect(names(await list("?duty=on&tracking=stopped"))).toEqual(["Ben Ávila"]);
    expect(names(await list("?duty=off&tracking=moving"))).toEqual([]);
    expect(names(await list("?q=avila"))).toEqual(["Ben Ávila"]);
    expect(names(await list(`?q=${encodeURIComponent(ana.email)}`))).toEqual(["Ana Bell"]);
    expect(names(await list("?q=%2323"))).toEqual(["Ana Bell"]);
    const none = await list("?q=zed&duty=on");
    expect(none).toMatchObject({ drivers: [], total: 0, counts: { total: 4, onDuty: 3 } });
  });

  it("sorts and pages", async () => {
    const { list } = await readCompany();
    expect(names(await list("?sort=name&dir=desc"))).toEqual([
      "Dee Eng",
      "Cy Dunn",
      "Ben Ávila",
      "Ana Bell",
    ]);
    expect(names(await list("?sort=truck"))[0]).toBe("Ana Bell");
    // Working now first: the two with fresh positions, then on duty, then never active.
    const byStatus = names(await list("?sort=status"));
    expect(byStatus.slice(0, 2).sort()).toEqual(["Ana Bell", "Ben Ávila"]);
    expect(byStatus.slice(2)).toEqual(["Cy Dunn", "Dee Eng"]);
    const second = await list("?pageSize=3&page=2");
    expect(second).toMatchObject({ page: 2, pageSize: 3, total: 4 });
    expect(names(second)).toEqual(["Dee Eng"]);
  });

  it("refuses filters it does not know, plainly", async () => {
    const { contractor } = await readCompany();
    for (const [query, message] of [
      ["?duty=maybe", "Duty must be on or off"],
      ["?tracking=off_duty", "Tracking must be one of: moving, idle, paused, stopped"],
      ["?sort=age", "Sort by one of: name, status, truck, rating, trips, lastActive"],
    ]) {
      const response = await contractor.client.get(`/api/drivers${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.message, query).toBe(message);
    }
  });
});
