import type { APIRequestContext } from "@playwright/test";
import { apiAs, createVerifiedAccount, type TestAccount } from "./accounts.js";
import { expect, uniqueEmail } from "./fixtures.js";
import { type CreatedJob, createJob, pdfBytes } from "./jobs.js";
import type { RunningServer } from "./server.js";
import { setDuty } from "./tracking.js";

/** The job a driver works in the journeys: its gate code is in the description's last line. */
export const QUARRY_RUN = {
  title: "North quarry run",
  description:
    "Haul base rock from the north quarry to the pad by the new warehouse.\nTrucks queue on the east side of the scale house.\nGate code 4411.",
  location: "North quarry",
  locationAddress: "1 Quarry Road, Fresno, CA",
  latitude: 36.7378,
  longitude: -119.7871,
};

export type SeededCompany = {
  contractor: TestAccount;
  companyName: string;
  /** The driver on the quarry run, with a document for it. */
  driver: TestAccount & { name: string };
  quarryRun: CreatedJob;
  trucks: number;
  activeTrucks: number;
  drivers: number;
  onDuty: number;
  jobs: number;
};

const TRUCK_MAKES = [
  ["Kenworth", "T880"],
  ["Peterbilt", "567"],
  ["Mack", "Granite"],
  ["Volvo", "VNX"],
] as const;
const FIRST_NAMES = ["Nia", "Omar", "Lena", "Raj", "Ivy", "Theo", "Mara", "Jon", "Sade", "Eli"];
const LAST_NAMES = ["Diaz", "Khan", "Berg", "Patel", "Cole", "Ruiz", "Okafor", "Lind"];

/** Runs `work` over `items`, `width` at a time: the seed stays quick without flooding two cores. */
async function inBatches<T, R>(
  items: T[],
  width: number,
  work: (item: T, index: number) => Promise<R>,
) {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += width) {
    const batch = items.slice(start, start + width);
    results.push(...(await Promise.all(batch.map((item, i) => work(item, start + i)))));
  }
  return results;
}

async function expectOk(response: Awaited<ReturnType<APIRequestContext["post"]>>, status = 200) {
  expect(response.status(), await response.text()).toBe(status);
  return response;
}

/**
 * A company the size the lists are built for, arranged through the API as people would:
 * `drivers` invited and joined (the first `onDuty` of them on duty), `trucks` with 22 of them
 * active and the first drivers each driving one, and `jobs`, one of them the quarry run whose
 * driver has a document for it.
 */
export async function seedCompany(
  server: RunningServer,
  sizes: { trucks: number; drivers: number; onDuty: number; jobs: number },
): Promise<SeededCompany> {
  const companyName = "Mendez Hauling";
  const contractor = await createVerifiedAccount(server, {
    role: "contractor",
    firstName: "Carla",
    lastName: "Mendez",
    companyName,
  });
  const api = await apiAs(server, contractor);
  try {
    // A fleet this size is on Business: Free sends 30 invitations an hour.
    const checkout = await expectOk(
      await api.post("/api/subscription/checkout", {
        data: { plan: "business", billingCycle: "monthly" },
      }),
    );
    const { url } = (await checkout.json()) as { url: string };
    const checkoutId = url.split("/").pop();
    await expectOk(await api.post(`/api/subscription/checkouts/${checkoutId}/pay`));
    const emails = Array.from({ length: sizes.drivers }, () => uniqueEmail("fleet"));
    await expectOk(await api.post("/api/invitations", { data: { emails } }), 201);
    const people = await inBatches(emails, 4, async (email, index) => {
      const mail = await server.waitForMail(email, /invited you/);
      const token = new URL(mail.link ?? "").pathname.split("/").pop();
      const firstName = FIRST_NAMES[index % FIRST_NAMES.length]!;
      const lastName = `${LAST_NAMES[index % LAST_NAMES.length]}${index < 10 ? "" : ` ${index}`}`;
      const account = await createVerifiedAccount(server, {
        role: "driver",
        email,
        firstName,
        lastName,
      });
      const driverApi = await apiAs(server, account);
      try {
        await expectOk(await driverApi.post("/api/invitations/accept", { data: { token } }));
        if (index < sizes.onDuty) await setDuty(driverApi, true);
        const me = await (await driverApi.get("/api/me")).json();
        return { ...account, id: me.user.id as string, name: `${firstName} ${lastName}` };
      } finally {
        await driverApi.dispose();
      }
    });

    const activeTrucks = Math.min(22, sizes.trucks);
    await inBatches(
      Array.from({ length: sizes.trucks }, (_, i) => i + 1),
      8,
      async (number) => {
        const [make, model] = TRUCK_MAKES[number % TRUCK_MAKES.length]!;
        const status = number <= activeTrucks ? "active" : number % 2 ? "repair" : "inactive";
        const truck = (await (
          await expectOk(
            await api.post("/api/trucks", {
              data: {
                make,
                model,
                truckNumber: String(number),
                licensePlate: `HW-${1000 + number}`,
                status,
              },
            }),
            201,
          )
        ).json()) as { id: string };
        const driver = people[number - 1];
        if (driver && number <= 20) {
          await expectOk(
            await api.put(`/api/trucks/${truck.id}/assignment`, { data: { driverId: driver.id } }),
          );
        }
      },
    );

    const driver = people[0]!;
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const quarryRun = await createJob(api, { ...QUARRY_RUN, startDate: tomorrow });
    await inBatches(
      Array.from({ length: sizes.jobs - 1 }, (_, i) => i + 1),
      6,
      async (index) => {
        const job = await createJob(api, {
          title: `Site ${index} fill`,
          location: `Pad ${index}`,
          locationAddress: `${100 + index} Levee Road, Fresno, CA`,
          startDate: new Date(Date.now() + index * 86_400_000).toISOString().slice(0, 10),
        });
        if (index % 5 === 0) {
          await expectOk(await api.patch(`/api/jobs/${job.id}`, { data: { status: "pending" } }));
        }
        if (index <= 2) {
          await expectOk(
            await api.post(`/api/jobs/${job.id}/drivers`, { data: { driverId: driver.id } }),
            204,
          );
        }
      },
    );
    await expectOk(
      await api.post(`/api/jobs/${quarryRun.id}/drivers`, { data: { driverId: driver.id } }),
      204,
    );
    await expectOk(
      await api.post(`/api/jobs/${quarryRun.id}/documents`, {
        multipart: {
          driverId: driver.id,
          notes: "Show this at the scale house.",
          file: { name: "scale-ticket.pdf", mimeType: "application/pdf", buffer: pdfBytes() },
        },
      }),
      201,
    );
    return {
      contractor,
      companyName,
      driver,
      quarryRun,
      trucks: sizes.trucks,
      activeTrucks,
      drivers: sizes.drivers,
      onDuty: sizes.onDuty,
      jobs: sizes.jobs,
    };
  } finally {
    await api.dispose();
  }
}
