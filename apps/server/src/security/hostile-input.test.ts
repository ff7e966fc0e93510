import os from "node:os";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nextClientIp } from "../test/client.js";
import { pdfFile } from "../test/files.js";
import { PUBLIC_URL } from "../test/harness.js";
import {
  HOSTILE_STRINGS,
  hostileValue,
  malformedJson,
  multipartBodies,
  multipartJsonBodies,
  mutated,
  osmandBodies,
  osmandFields,
  type RawBody,
} from "../test/hostile/payloads.js";
import { arbitraryFor, type JsonSchema } from "../test/hostile/schema-arbitrary.js";
import {
  authTargets,
  EXTRA_TARGETS,
  openApiTargets,
  type Target,
} from "../test/hostile/targets.js";
import { pngImage } from "../test/images.js";
import { useWorld, type World } from "../test/world.js";

/** Requests per database; CI runs both databases. HAULWISE_FUZZ_RUNS raises it for a long soak. */
const RUNS = Number(process.env.HAULWISE_FUZZ_RUNS ?? 2500);
const SEED = process.env.HAULWISE_FUZZ_SEED ? Number(process.env.HAULWISE_FUZZ_SEED) : undefined;

const FUZZ_ACTORS = ["anonymous", "contractorA", "driverA", "viewer", "contractorB"] as const;
type FuzzActor = (typeof FUZZ_ACTORS)[number];

type HostileRequest = {
  target: Target;
  actor: FuzzActor;
  method: string;
  url: string;
  body: RawBody | undefined;
  origin: string | undefined;
};

/** Lone surrogates cannot be percent-encoded as UTF-8; they go out as the bytes a broken client sends. */
const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return "%ED%A0%80";
  }
};

/** Any generated value as query text; objects (some without a prototype) as JSON. */
const asText = (value: unknown) =>
  value !== null && typeof value === "object" ? JSON.stringify(value) : String(value);

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** What no error body may ever carry: stack frames, source or temp paths, SQL or driver errors. */
function leaksIn(body: string, dataDir: string): string | null {
  const patterns = [
    /\n\s+at\s/,
    /node_modules/,
    /\.(ts|js|mjs|cjs):\d+/,
    /SQLITE_|SqliteError/,
    /syntax error at or near|violates .* constraint|duplicate key value|invalid input syntax|relation "|column "/i,
    /\bselect\b[^"]*\bfrom\b|\binsert into\b|\bdelete from\b|\bupdate\b[^"]*\bset\b/i,
    new RegExp(literally(process.cwd())),
    new RegExp(literally(dataDir)),
    new RegExp(`${literally(os.tmpdir())}/haulwise`),
  ];
  return patterns.find((pattern) => pattern.test(body))?.source ?? null;
}

function pathValues(world: World): fc.Arbitrary<string> {
  const ids = [
    world.jobA,
    world.jobB,
    world.truckA,
    world.truckB,
    world.documentA,
    world.loadA,
    world.companyA,
    world.invitationA.id,
    world.invitationA.token,
    world.notificationOfDriverA,
    ...Object.values(world.people).map((person) => person.userId),
  ];
  return fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...ids) },
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS).map(encode) },
    { weight: 1, arbitrary: fc.constantFrom("%zz", "..", "%2F", "%c0%ae", "a/b", "%00", "%", "~") },
    { weight: 2, arbitrary: fc.string({ maxLength: 80 }).map(encode) },
  );
}

/** What the generators aim with: the world's ids, real files, and driver A's device token. */
type Ammunition = {
  world: World;
  files: { png: Buffer; pdf: Buffer };
  osmand: fc.Arbitrary<Record<string, string>>;
};

const isOsmAnd = (target: Target) => target.path === "/api/osmand";

/** Valid JSON for a form's JSON field, its id fields often pointing at the world's records. */
function jsonFieldValues(schema: JsonSchema, world: World): fc.Arbitrary<unknown> {
  const ids = fc.constantFrom(
    world.jobA,
    world.jobB,
    world.loadA,
    ...Object.values(world.people).map((person) => person.userId),
  );
  return fc
    .tuple(arbitraryFor(schema), ids, ids, fc.boolean())
    .map(([value, jobId, driverId, aim]) =>
      aim && value !== null && typeof value === "object" && !Array.isArray(value)
        ? { ...value, jobId, ...("driverId" in value ? { driverId } : {}) }
        : value,
    );
}

function queryString(target: Target, ammunition: Ammunition): fc.Arbitrary<string> {
  if (isOsmAnd(target)) {
    return fc.oneof(
      {
        weight: 3,
        arbitrary: ammunition.osmand.map((fields) => new URLSearchParams(fields).toString()),
      },
      { weight: 1, arbitrary: fc.constant("") },
    );
  }
  const valid = arbitraryFor(target.query).map((value) => {
    if (value === null || typeof value !== "object") return "";
    const search = new URLSearchParams();
    for (const [key, item] of Object.entries(value)) search.append(key, asText(item));
    return search.toString();
  });
  const hostile = fc
    .tuple(
      fc.constantFrom(
        "q",
        "limit",
        "since",
        "token",
        "callbackURL",
        "includeRetired",
        "date",
        "from",
        "to",
        "after",
        "cursor",
        "x",
      ),
      hostileValue,
    )
    .map(([key, value]) => `${key}=${encode(asText(value))}`);
  return fc.oneof(
    { weight: 4, arbitrary: valid },
    {
      weight: 2,
      arbitrary: fc.tuple(valid, hostile).map(([a, b]) => [a, b].filter(Boolean).join("&")),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom("q=a&q=b", "q[]=1", "limit=-1&limit=9", "%zz=1", "a=%", "=&=&"),
    },
  );
}

function bodyFor(target: Target, ammunition: Ammunition): fc.Arbitrary<RawBody | undefined> {
  const { files, world } = ammunition;
  if (target.jsonField) {
    const json = jsonFieldValues(target.jsonField.schema, world);
    return fc.oneof(
      { weight: 1, arbitrary: multipartBodies(files) },
      { weight: 3, arbitrary: multipartJsonBodies(target.jsonField.name, json, files.png) },
    );
  }
  if (target.multipart) return multipartBodies(files);
  if (isOsmAnd(target) && target.method === "POST") {
    return fc.oneof(
      { weight: 4, arbitrary: osmandBodies(ammunition.osmand) },
      { weight: 1, arbitrary: malformedJson },
      { weight: 1, arbitrary: fc.constant(undefined) },
    );
  }
  const json = (value: unknown): RawBody => ({
    payload: JSON.stringify(value) ?? "null",
    contentType: "application/json",
  });
  const valid = arbitraryFor(target.body ?? { type: "object", properties: {} });
  return fc.oneof(
    { weight: target.body ? 5 : 1, arbitrary: valid.map(json) },
    { weight: 4, arbitrary: mutated(valid).map(json) },
    { weight: 3, arbitrary: malformedJson },
    { weight: target.method === "GET" ? 6 : 1, arbitrary: fc.constant(undefined) },
  );
}

function hostileRequests(targets: Target[], ammunition: Ammunition) {
  const values = pathValues(ammunition.world);
  return fc.constantFrom(...targets).chain((target) =>
    fc.record({
      target: fc.constant(target),
      actor: target.signedOutOnly
        ? fc.constant<FuzzActor>("anonymous")
        : fc.constantFrom(...FUZZ_ACTORS),
      method: fc.oneof(
        { weight: 12, arbitrary: fc.constant(target.method) },
        {
          weight: 1,
          arbitrary: fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"),
        },
      ),
      url: fc
        .tuple(fc.array(values, { minLength: 3, maxLength: 3 }), queryString(target, ammunition))
        .map(([params, query]) => {
          let path = target.path;
          target.params.forEach((name, i) => {
            path = path.replace(`{${name}}`, params[i]!);
          });
          return query ? `${path}?${query}` : path;
        }),
      body: bodyFor(target, ammunition),
      origin: fc.oneof(
        { weight: 8, arbitrary: fc.constant(PUBLIC_URL) },
        { weight: 1, arbitrary: fc.constantFrom(undefined, "https://evil.example", "null") },
      ),
    }),
  );
}

describe("hostile input against every route", () => {
  const seeded = useWorld();
  const { ctx } = seeded;

  it(`answers ${RUNS} generated requests with no 5xx, no leak, and no change from any 4xx`, async () => {
    const document = (await ctx.app.inject("/api/docs/json")).json();
    const targets = [
      ...openApiTargets(document, ctx.app.haulwise.routes),
      ...authTargets(await ctx.app.haulwise.auth()),
      ...EXTRA_TARGETS,
    ];
    const files = { png: await pngImage(16, 16), pdf: pdfFile() };
    expect(targets.filter((target) => target.multipart)).toHaveLength(4);
    expect(targets.filter((target) => target.jsonField).map((target) => target.path)).toEqual([
      "/api/loads",
    ]);
    expect(
      targets
        .filter(isOsmAnd)
        .map((target) => target.method)
        .sort(),
    ).toEqual(["GET", "POST"]);
    const token = await seeded.world.clients.driverA.post("/api/me/device-tokens", {
      name: "Traccar",
    });
    expect(token.statusCode).toBe(201);
    const ammunition: Ammunition = {
      world: seeded.world,
      files,
      osmand: osmandFields(token.json().token, ctx.clock.now()),
    };
    const tally = { sent: 0, byClass: {} as Record<string, number>, serverErrors: 0 };

    await fc.assert(
      fc.asyncProperty(hostileRequests(targets, ammunition), async (request: HostileRequest) => {
        const cookie = [...seeded.world.clients[request.actor].cookies]
          .map(([name, value]) => `${name}=${value}`)
          .join("; ");
        const before = await seeded.changes();
        const response = await ctx.app.inject({
          method: request.method as "GET",
          url: request.url,
          remoteAddress: nextClientIp(),
          headers: {
            ...(request.origin ? { origin: request.origin } : {}),
            ...(cookie && request.actor !== "anonymous" ? { cookie } : {}),
            ...(request.body?.contentType ? { "content-type": request.body.contentType } : {}),
          },
          payload: request.body?.payload,
        });
        tally.sent++;
        const statusClass = `${Math.floor(response.statusCode / 100)}xx`;
        tally.byClass[statusClass] = (tally.byClass[statusClass] ?? 0) + 1;
        const where = `${request.method} ${request.url.slice(0, 120)} as ${request.actor} → ${response.statusCode}`;

        if (response.statusCode >= 500) tally.serverErrors++;
        expect(response.statusCode, `${where}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
        expect(response.headers["x-content-type-options"], where).toBe("nosniff");
        expect(
          leaksIn(response.body, ctx.dataDir),
          `${where}: ${response.body.slice(0, 300)}`,
        ).toBeNull();
        expect(({} as Record<string, unknown>).polluted, where).toBeUndefined();
        if (response.statusCode >= 400) {
          if (request.method !== "HEAD") {
            const body = response.json();
            expect(typeof body.error?.code, `${where}: ${response.body.slice(0, 300)}`).toBe(
              "string",
            );
            expect(typeof body.error?.message, where).toBe("string");
          }
          expect(await seeded.changes(), `${where}: a refused request changed the database`).toBe(
            before,
          );
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );

    expect(tally.serverErrors).toBe(0);
    console.log(
      `hostile input (${ctx.database.kind}): ${tally.sent} requests over ${targets.length} routes, ` +
        `${Object.entries(tally.byClass)
          .sort()
          .map(([k, v]) => `${v} ${k}`)
          .join(", ")}, ${tally.serverErrors} 5xx`,
    );
  }, 600_000);
});
