import { randomUUID } from "node:crypto";
import { type DemoAccount, localDayOf } from "@haulwise/domain";
import type { App } from "../app.js";
import type { TestClock } from "../clock.js";
import { multipart } from "../http/multipart-body.js";
import { randomFrom, type SimFix } from "../modules/cycles/simulator/index.js";
import { sampleTracker } from "../modules/cycles/simulator/phone.js";
import {
  completeTicket,
  milesOf,
  positionAt,
  recordTicket,
  sendDailyMetrics,
  setDuty,
  uploadFixes,
} from "./driver-actions.js";
import { haulPlanPdf } from "./haul-plan.js";
import { type Answer, Person, type Send } from "./http.js";
import {
  deviceIdOf,
  driveShift,
  FRAME,
  phoneSpacingOf,
  seedOf,
  thinned,
  waitingDriverAt,
  zoneMidnight,
} from "./shift.js";
import type { DemoDriver, DemoState } from "./state.js";
import {
  COMPANY,
  CONTRACTOR,
  CUSTOMERS,
  type DemoJob,
  DRIVERS,
  JOBS,
  jobOfDriver,
  SITES,
  TIME_ZONE,
  usesTrackerApp,
} from "./world.js";

export const DEMO_PASSWORD = "haulwise-demo";
const EMAIL_DOMAIN = "bluebonnet-hauling.example";

const emailOf = (person: { firstName: string; lastName: string }) =>
  `${person.firstName}.${person.lastName}@${EMAIL_DOMAIN}`.toLowerCase();

/** Requests into the app in this process, each person from their own loopback address. */
function injectSend(app: App, ip: string): Send {
  return async ({ method, url, headers, payload }) => {
    const response = await app.inject({
      method: method as "GET",
      url,
      headers,
      remoteAddress: ip,
      ...(payload !== undefined ? { payload } : {}),
    });
    const setCookie = response.headers["set-cookie"];
    return {
      status: response.statusCode,
      body: response.body,
      json: <T>() => response.json<T>(),
      setCookies: setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie],
    } satisfies Answer;
  };
}

export type SeedInput = {
  app: App;
  clock: TestClock;
  /** The link in the newest mail to `to` whose subject matches: the seed opens it. */
  mailLink: (to: string, subject: RegExp) => Promise<string>;
  origin: string;
  /** The demo time history runs up to. */
  now: number;
  historyDays: number;
  log: (line: string) => void;
};

/**
 * Builds the demo company the way its people would, through the API: the contractor signs
 * up and sets the company up, invites the drivers, who sign up and join; then, day by day,
 * the drivers' phones upload their positions and the drivers record their tickets, at the
 * moments the simulated shifts say, on a clock moved to each moment.
 */
export async function seedDemo(input: SeedInput): Promise<DemoState> {
  const { app, clock, origin, log } = input;
  let ipCounter = 10;
  const newPerson = () =>
    new Person(
      injectSend(app, `127.0.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 2}`),
      origin,
    );
  const mailLink = async (to: string, subject: RegExp) => {
    const url = new URL(await input.mailLink(to, subject));
    return `${url.pathname}${url.search}`;
  };
  const historyStart = zoneMidnight(input.now, TIME_ZONE) - input.historyDays * 86_400_000;
  clock.set(new Date(historyStart - 86_400_000 + 8 * 3_600_000));

  async function signUp(
    details: { firstName: string; lastName: string },
    role: "contractor" | "driver",
  ) {
    const person = newPerson();
    const email = emailOf(details);
    await person.must("POST", "/api/auth/sign-up/email", {
      body: {
        email,
        password: DEMO_PASSWORD,
        name: `${details.firstName} ${details.lastName}`,
        firstName: details.firstName,
        lastName: details.lastName,
        role,
        ...(role === "contractor" ? { companyName: COMPANY } : {}),
      },
    });
    const verified = await person.request("GET", await mailLink(email, /verify/i));
    if (verified.status >= 400) throw new Error(`verification failed: ${verified.body}`);
    const signedIn = await person.must("POST", "/api/auth/sign-in/email", {
      body: { email, password: DEMO_PASSWORD },
    });
    return { person, email, userId: signedIn.json<{ user: { id: string } }>().user.id };
  }

  log("Creating the demo company…");
  const contractor = await signUp(CONTRACTOR, "contractor");
  const boss = contractor.person;
  await boss.must("PUT", "/api/company", {
    body: {
      companyName: COMPANY,
      contactName: `${CONTRACTOR.firstName} ${CONTRACTOR.lastName}`,
      phone: "512-555-0100",
      email: contractor.email,
      address: "4810 Decker Lane, Austin, TX 78724",
      timeZone: TIME_ZONE,
    },
  });

  const customerIds: string[] = [];
  for (const customer of CUSTOMERS) {
    const created = await boss.must("POST", "/api/customers", {
      body: {
        name: customer.name,
        email: `billing@${customer.name.toLowerCase().replace(/[^a-z]+/g, "-")}.example`,
        billingAddress: `Attn: ${customer.contact}, Austin, TX`,
        termsDays: 30,
      },
    });
    customerIds.push(created.json().id as string);
  }

  const siteIds = new Map<string, string>();
  for (const site of Object.values(SITES)) {
    const created = await boss.must("POST", "/api/sites", {
      body: { name: site.name, geometry: site.geometry },
    });
    siteIds.set(site.key, created.json().id as string);
  }

  const jobIds = new Map<string, string>();
  const startDate = new Date(historyStart).toISOString().slice(0, 10);
  for (const job of JOBS) {
    const dump = SITES[job.dump];
    const created = await boss.must("POST", "/api/jobs", {
      body: {
        title: job.title,
        description: job.description,
        location: dump.name,
        locationAddress: `${dump.name}, Austin, TX`,
        latitude: dump.spot.latitude,
        longitude: dump.spot.longitude,
        startDate,
      },
    });
    const jobId = created.json().id as string;
    await boss.must("PATCH", `/api/jobs/${jobId}`, {
      body: {
        status: "active",
        loadSiteId: siteIds.get(job.load),
        dumpSiteId: siteIds.get(job.dump),
        customerId: customerIds[job.customer],
      },
    });
    await boss.must("PUT", `/api/jobs/${jobId}/rates`, {
      body: {
        bill: { per: "ton", rateCents: job.billCentsPerTon, fuelSurchargePercent: 3 },
        pay: [{ payeeKind: "driver", per: "ton", rateCents: job.payCentsPerTon }],
        startsOn: startDate,
      },
    });
    jobIds.set(job.key, jobId);
  }

  const truckIds: string[] = [];
  const makes = [
    ["Kenworth", "T880"],
    ["Peterbilt", "567"],
    ["Mack", "Granite"],
    ["Western Star", "49X"],
  ] as const;
  for (let index = 0; index < DRIVERS.length + 2; index++) {
    const [make, model] = makes[index % makes.length]!;
    const created = await boss.must("POST", "/api/trucks", {
      body: {
        make,
        model,
        truckNumber: `BB-${String(101 + index)}`,
        licensePlate: `TX ${String(4100 + index * 37).padStart(4, "0")}`,
        capacityTons: 26,
      },
    });
    truckIds.push(created.json().id as string);
  }

  log(`Inviting ${DRIVERS.length} drivers…`);
  const drivers: Array<DemoDriver & { person: Person }> = [];
  for (const [index, details] of DRIVERS.entries()) {
    const email = emailOf(details);
    await boss.must("POST", "/api/invitations", { body: { emails: [email] } });
    const invitation = await mailLink(email, /invited you/i);
    const driver = await signUp(details, "driver");
    await driver.person.must("POST", "/api/invitations/accept", {
      body: { token: invitation.split("/").pop() },
    });
    const job = jobOfDriver(index);
    const jobId = jobIds.get(job.key)!;
    await boss.must("POST", `/api/jobs/${jobId}/drivers`, { body: { driverId: driver.userId } });
    await boss.must("PUT", `/api/trucks/${truckIds[index]}/assignment`, {
      body: { driverId: driver.userId },
    });
    let deviceToken: string | null = null;
    if (usesTrackerApp(index)) {
      const token = await driver.person.must("POST", "/api/me/device-tokens", {
        body: { name: "Traccar Client" },
      });
      deviceToken = token.json().token as string;
    }
    drivers.push({
      index,
      userId: driver.userId,
      email,
      password: DEMO_PASSWORD,
      jobId,
      cookie: "",
      deviceToken,
      person: driver.person,
    });
  }

  for (const driver of drivers) {
    await boss.must("POST", `/api/jobs/${driver.jobId}/documents`, {
      ...(await haulPlan(jobOfDriver(driver.index), driver.userId)),
    });
  }

  log(`Writing ${input.historyDays} days of history…`);
  const { counts, waiting } = await seedHistory({
    ...input,
    drivers,
    historyStart,
    office: { boss, jobIds: [...jobIds.values()], customerIds },
  });
  log(
    `History: ${counts.fixes} positions, ${counts.loads} loads with tickets, ${counts.metrics} daily reports, ${counts.approved} tickets approved, ${counts.invoices} invoices.`,
  );

  clock.set(new Date(input.now));
  const accounts: DemoAccount[] = [
    {
      role: "contractor",
      name: `${CONTRACTOR.firstName} ${CONTRACTOR.lastName}`,
      email: contractor.email,
      password: DEMO_PASSWORD,
    },
    ...DRIVERS.map((details) => ({
      role: "driver" as const,
      name: `${details.firstName} ${details.lastName}`,
      email: emailOf(details),
      password: DEMO_PASSWORD,
    })),
  ];
  return {
    company: COMPANY,
    timeZone: TIME_ZONE,
    accounts,
    drivers: drivers.map(({ person, ...driver }) => ({ ...driver, cookie: person.cookieHeader })),
    seededThrough: new Date(input.now).toISOString(),
    waiting,
  };
}

type Step = { at: number; run: () => Promise<void> };

/** How often an older day's tracker reported: every 45 s on the move, every minute standing. */
const TRACKER = { accuracy: 6, movingSeconds: 45, stillSeconds: 60 };

/**
 * Every shift from the first history day up to now, as the requests its people made, in the
 * order they made them, each on a clock moved to its moment. Today's phones record a fix
 * every 10 s and upload their queue every quarter of an hour, as the live drivers go on
 * doing. Older days were tracked as a tracker app reports (`TRACKER`), and each finished
 * shift's fixes are uploaded in one go as it ends: few requests for days nobody watches live,
 * yet every fix at its own time, so replay and counted cycles work for every day.
 */
async function seedHistory(
  input: SeedInput & {
    drivers: Array<DemoDriver & { person: Person }>;
    historyStart: number;
    office: { boss: Person; jobIds: string[]; customerIds: string[] };
  },
) {
  const { clock, now } = input;
  const counts = { fixes: 0, loads: 0, metrics: 0, approved: 0, invoices: 0 };
  const steps: Step[] = officeWork(input, counts);
  const today = zoneMidnight(now, TIME_ZONE);
  const waiting = waitingDriverAt(now, input.historyStart, TIME_ZONE);
  for (let day = input.historyStart; day <= now; day += 86_400_000) {
    const dayStart = zoneMidnight(day + 12 * 3_600_000, TIME_ZONE);
    const dayNumber = Math.round(dayStart / 86_400_000);
    for (const driver of input.drivers) {
      const job = jobOfDriver(driver.index);
      const shape = {
        driver: driver.index,
        job,
        dayStart,
        seed: seedOf(driver.index, dayNumber),
      };
      let shift = driveShift({ ...shape, phone: dayStart >= today });
      if (shift.start > now) continue;
      const pauseAt = waiting?.driver === driver.index ? Date.parse(waiting.pauseAt) : null;
      if (pauseAt !== null && shift.start <= pauseAt && pauseAt < shift.end) {
        shift = driveShift({ ...shape, pauseAt });
      }
      const finished = dayStart < today && shift.end <= now;
      // A shift still under way (last night's crew at dawn) is the live drivers' to go on
      // with: its phone's fixes, thinned to one a minute, so theirs follow without a clash.
      if (dayStart < today && !finished && shift.fixes.length === 0) {
        shift = driveShift({ ...shape, phone: true, ...(pauseAt !== null ? { pauseAt } : {}) });
      }
      const fixes = finished
        ? sampleTracker(
            shift.samples,
            FRAME,
            randomFrom(seedOf(driver.index, dayNumber) * 7 + 5),
            TRACKER,
          )
        : thinned(shift.fixes, phoneSpacingOf(dayStart, today), now);
      const deviceId = deviceIdOf(dayNumber);
      const upload = (at: number, batch: SimFix[]) =>
        steps.push({
          at,
          run: async () => {
            await uploadFixes(driver.person, deviceId, batch);
            counts.fixes += batch.length;
          },
        });
      if (finished) {
        upload(shift.end, fixes);
      } else {
        // The phone uploads its queue every quarter of an hour.
        for (let from = 0; from < fixes.length; ) {
          const windowEnd = Date.parse(fixes[from]!.recordedAt) + 15 * 60_000;
          let to = from;
          while (
            to < fixes.length &&
            to - from < 500 &&
            Date.parse(fixes[to]!.recordedAt) < windowEnd
          )
            to++;
          const batch = fixes.slice(from, to);
          upload(Math.min(now, Date.parse(batch.at(-1)!.recordedAt) + 5_000), batch);
          from = to;
        }
      }
      const tickets = new Map<
        number,
        {
          id: string;
          number: string;
          tons: number;
          at: number;
          where: ReturnType<typeof positionAt>;
        }
      >();
      const startedAt = shift.start;
      const miles = milesOf(shift);
      let loads = 0;
      for (const event of shift.events) {
        if (event.at > now) continue;
        const where = positionAt(shift, event.at);
        if (event.kind === "duty") {
          steps.push({ at: event.at, run: () => setDuty(driver.person, event.onDuty) });
          if (!event.onDuty) {
            steps.push({
              at: event.at + 60_000,
              run: async () => {
                await sendDailyMetrics(driver.person, {
                  jobId: driver.jobId,
                  startedAt,
                  miles,
                  loads,
                  at: event.at,
                });
                counts.metrics++;
              },
            });
          }
        } else if (event.kind === "loaded" && event.ticket) {
          tickets.set(event.trip, { ...event.ticket, id: randomUUID(), at: event.at, where });
          // A shift under way, or today's, has its ticket started at the pit; before, it
          // was recorded whole at the dump (half the requests, for days nobody watched live).
          if (finished) continue;
          const ticket = tickets.get(event.trip)!;
          steps.push({
            at: event.at,
            run: () =>
              recordTicket(driver.person, {
                id: ticket.id,
                jobId: driver.jobId,
                job,
                ticket,
                at: event.at,
                where,
                stage: "started",
              }),
          });
        } else if (event.kind === "dumped") {
          const ticket = tickets.get(event.trip);
          if (!ticket) continue;
          loads++;
          steps.push({
            at: event.at,
            run: async () => {
              if (finished) {
                await recordTicket(driver.person, {
                  id: ticket.id,
                  jobId: driver.jobId,
                  job,
                  ticket,
                  at: event.at,
                  where,
                  stage: "completed",
                });
              } else {
                await completeTicket(driver.person, ticket.id, event.at, where);
              }
              counts.loads++;
            },
          });
        }
      }
    }
  }
  steps.sort((a, b) => a.at - b.at);
  for (const step of steps) {
    clock.set(new Date(step.at));
    await step.run();
  }
  return { counts, waiting };
}

/**
 * The contractor's side of the history: each morning the office approves the tickets of the
 * day before that carry no flag (the last two days stay waiting), and after the first week it
 * invoices each customer for that week; the first customer has paid.
 */
function officeWork(
  input: SeedInput & {
    historyStart: number;
    office: { boss: Person; jobIds: string[]; customerIds: string[] };
  },
  counts: { approved: number; invoices: number },
): Step[] {
  const { boss, jobIds, customerIds } = input.office;
  const steps: Step[] = [];
  const today = zoneMidnight(input.now, TIME_ZONE);
  const dayOf = (at: number) => localDayOf(new Date(at), TIME_ZONE);
  for (let day = input.historyStart; day < today - 86_400_000; day += 86_400_000) {
    const dayStart = zoneMidnight(day + 12 * 3_600_000, TIME_ZONE);
    // Next morning at nine, when the night shift's last loads are in.
    const at = zoneMidnight(dayStart + 36 * 3_600_000, TIME_ZONE) + 9 * 3_600_000;
    if (at > input.now) continue;
    steps.push({
      at,
      run: async () => {
        for (const jobId of jobIds) {
          const answer = await boss.must("POST", `/api/jobs/${jobId}/approval/approve-unflagged`, {
            body: { day: dayOf(dayStart + 12 * 3_600_000) },
          });
          counts.approved += answer.json<{ approved: number }>().approved;
        }
      },
    });
  }
  const firstWeekEnd = zoneMidnight(input.historyStart + 6.5 * 86_400_000, TIME_ZONE);
  const invoicedAt = firstWeekEnd + 2 * 86_400_000 + 10 * 3_600_000;
  const paidAt = invoicedAt + 3 * 86_400_000;
  if (invoicedAt < today) {
    const invoiceIds: string[] = [];
    steps.push({
      at: invoicedAt,
      run: async () => {
        for (const customerId of customerIds) {
          const draft = await boss.must("POST", "/api/invoices", {
            body: {
              customerId,
              from: dayOf(input.historyStart + 12 * 3_600_000),
              to: dayOf(firstWeekEnd + 12 * 3_600_000),
            },
          });
          const id = draft.json<{ id: string }>().id;
          await boss.must("POST", `/api/invoices/${id}/issue`);
          invoiceIds.push(id);
          counts.invoices++;
        }
      },
    });
    if (paidAt < today) {
      steps.push({
        at: paidAt,
        run: async () => {
          await boss.must("POST", `/api/invoices/${invoiceIds[0]}/pay`, {
            body: { reference: "ACH 20417" },
          });
        },
      });
    }
  }
  return steps;
}

/** A job's haul plan, a one-page PDF, as the contractor uploads it for a driver on the job. */
async function haulPlan(job: DemoJob, driverId: string) {
  return multipart(
    { driverId, notes: `Haul plan for ${job.title}: route, site rules and hours.` },
    {
      field: "file",
      name: `${job.key}-haul-plan.pdf`,
      type: "application/pdf",
      data: await haulPlanPdf(job),
    },
  );
}
