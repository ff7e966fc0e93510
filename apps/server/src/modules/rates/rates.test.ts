import { localDayOf, messages } from "@haulwise/domain";
import { describe, expect, it, vi } from "vitest";
import { useTestApp } from "../../test/harness.js";
import { haulingCrew } from "../../test/hauling.js";
import { truckInput } from "../../test/world.js";

describe("job rates", () => {
  // Each test signs up a crew or two (password hashing): slow on a shared machine.
  vi.setConfig({ testTimeout: 120_000 });
  const ctx = useTestApp();
  const today = () => localDayOf(ctx.clock.now(), "UTC");

  it("sets what the customer pays from today, and answers the rate in force", async () => {
    const { contractor, job } = await haulingCrew(ctx);
    const put = await contractor.client.put(`/api/jobs/${job.id}/rates`, {
      bill: { per: "ton", rateCents: 1425, minimumCents: 9000, fuelSurchargePercent: 12.5 },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().bill).toMatchObject({
      per: "ton",
      rateCents: 1425,
      minimumCents: 9000,
      fuelSurchargePercent: 12.5,
      startsOn: today(),
    });
    expect((await contractor.client.get(`/api/jobs/${job.id}/rates`)).json().bill.rateCents).toBe(
      1425,
    );
  });

  it("applies a change from its start day on and keeps the earlier rates", async () => {
    const { contractor, job } = await haulingCrew(ctx);
    await contractor.client.put(`/api/jobs/${job.id}/rates`, {
      bill: { per: "load", rateCents: 18_000 },
      startsOn: "2026-01-01",
    });
    const future = await contractor.client.put(`/api/jobs/${job.id}/rates`, {
      bill: { per: "load", rateCents: 19_500 },
      startsOn: "2099-01-01",
    });
    const rates = future.json();
    expect(rates.bill.rateCents).toBe(18_000);
    expect(rates.billHistory.map((r: { startsOn: string }) => r.startsOn)).toEqual([
      "2099-01-01",
      "2026-01-01",
    ]);
    // The same start day again replaces that day's rate rather than adding a second.
    const replaced = await contractor.client.put(`/api/jobs/${job.id}/rates`, {
      bill: { per: "load", rateCents: 19_900 },
      startsOn: "2099-01-01",
    });
    expect(replaced.json().billHistory).toHaveLength(2);
    expect(replaced.json().billHistory[0].rateCents).toBe(19_900);
  });

  it("pays every driver a default, one driver a rate of their own, and a hired truck a share", async () => {
    const { contractor, driver, job } = await haulingCrew(ctx);
    const hired = (
      await contractor.client.post("/api/trucks", { ...truckInput(), hiredFrom: "Ruiz Trucking" })
    ).json();
    const put = await contractor.client.put(`/api/jobs/${job.id}/rates`, {
      pay: [
        { payeeKind: "driver", per: "hour", rateCents: 2800 },
        { payeeKind: "driver", payeeId: driver.userId, per: "load", rateCents: 4500 },
        { payeeKind: "truck", payeeId: hired.id, per: "percent", percent: 80 },
      ],
    });
    expect(put.statusCode).toBe(200);
    const pay = put.json().pay;
    expect(pay).toHaveLength(3);
    expect(pay).toContainEqual(
      expect.objectContaining({ payeeKind: "driver", payeeId: null, per: "hour", rateCents: 2800 }),
    );
    expect(pay).toContainEqual(
      expect.objectContaining({
        payeeKind: "truck",
        payeeId: hired.id,
        per: "percent",
        percent: 80,
      }),
    );
  });

  it.each([
    [{ bill: { per: "mile", rateCents: 1 } }, messages.rates.perInvalid],
    [{ bill: { per: "ton", rateCents: 14.5 } }, messages.rates.rateInvalid],
    [
      { bill: { per: "ton", rateCents: 100, fuelSurchargePercent: 12.345 } },
      messages.rates.surchargeInvalid,
    ],
    [{ bill: { per: "load", rateCents: 100, minimumCents: 50 } }, messages.rates.minimumPerLoad],
    [
      { pay: [{ payeeKind: "driver", per: "percent", rateCents: 10 }] },
      messages.rates.percentInvalid,
    ],
    [{ pay: [{ payeeKind: "driver", per: "ton" }] }, messages.rates.rateOrPercent],
    [{}, messages.rates.nothingToSet],
    [
      { bill: { per: "ton", rateCents: 100 }, startsOn: "2026-02-30" },
      "Dates must look like 2024-01-05",
    ],
  ])("refuses %j", async (body, message) => {
    const { contractor, job } = await haulingCrew(ctx);
    const refused = await contractor.client.put(`/api/jobs/${job.id}/rates`, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(message);
  });

  it("pays only the company's own drivers and hired trucks", async () => {
    const { contractor, job } = await haulingCrew(ctx);
    const other = await haulingCrew(ctx);
    const own = (await contractor.client.post("/api/trucks", truckInput())).json();
    const notHired = await contractor.client.put(`/api/jobs/${job.id}/rates`, {
      pay: [{ payeeKind: "truck", payeeId: own.id, per: "load", rateCents: 100 }],
    });
    expect(notHired.statusCode).toBe(400);
    expect(notHired.json().error.message).toBe(messages.rates.payeeNotHired);
    const stranger = await contractor.client.put(`/api/jobs/${job.id}/rates`, {
      pay: [{ payeeKind: "driver", payeeId: other.driver.userId, per: "load", rateCents: 100 }],
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().error.message).toBe(messages.rates.payeeInvalid);
  });

  it("is the job's company's business only", async () => {
    const { job, driver } = await haulingCrew(ctx);
    const other = await haulingCrew(ctx);
    const body = { bill: { per: "ton", rateCents: 100 } };
    expect((await other.contractor.client.put(`/api/jobs/${job.id}/rates`, body)).statusCode).toBe(
      404,
    );
    expect((await other.contractor.client.get(`/api/jobs/${job.id}/rates`)).statusCode).toBe(404);
    expect((await driver.client.get(`/api/jobs/${job.id}/rates`)).statusCode).toBe(404);
  });
});
