import { describe, expect, it } from "vitest";
import { ACCESS_MATRIX, type MatrixRequest } from "../test/access-matrix.js";
import type { TestContext } from "../test/harness.js";
import { ACTORS, type ActorName, useWorld } from "../test/world.js";

/** Every route the router has, as "METHOD /url"; Fastify's automatic HEAD twins are GETs. */
function routeKeys(ctx: TestContext): string[] {
  const keys = ctx.app.haulwise.routes
    .filter((route) => route.method !== "HEAD")
    .map((route) => `${route.method} ${route.url}`);
  return [...new Set(keys)].sort();
}

const DENIED_STATUSES = [401, 403, 404];

describe("access matrix: every actor against every route", () => {
  const seeded = useWorld();
  const { ctx } = seeded;

  it("has exactly one row per route the router serves", () => {
    const routes = routeKeys(ctx);
    const rows = Object.keys(ACCESS_MATRIX).sort();
    expect(
      routes.filter((key) => !rows.includes(key)),
      "routes without a row",
    ).toEqual([]);
    expect(
      rows.filter((key) => !routes.includes(key)),
      "rows without a route",
    ).toEqual([]);
  });

  async function send(actor: ActorName, method: string, request: MatrixRequest, succeeds: boolean) {
    const client = seeded.world.clients[actor];
    if (request.multipart) {
      return client.request(method, request.url, {
        payload: request.multipart.payload,
        headers: request.multipart.headers,
      });
    }
    // A signed-out caller sends nonsense: it must still learn only that the route needs a session.
    const body =
      actor === "anonymous" && !succeeds && request.body !== undefined
        ? { nonsense: 1 }
        : request.body;
    return client.request(method, request.url, body === undefined ? {} : { body });
  }

  it("lets through exactly the allowed actors; everyone else is refused and changes nothing", async () => {
    const failures: string[] = [];
    let cells = 0;
    const atStart = await seeded.changes();
    for (const [key, row] of Object.entries(ACCESS_MATRIX)) {
      const method = key.split(" ")[0]!;
      const allowed = new Set<ActorName>(row.allowed);
      // Refusals first, so what an allowed actor changes never shapes another cell.
      const order = [...ACTORS].sort((a, b) => Number(allowed.has(a)) - Number(allowed.has(b)));
      for (const actor of order) {
        cells++;
        const succeeds = allowed.has(actor);
        const request = await row.request(seeded.world, actor, succeeds);
        const before = await seeded.changes();
        const response = await send(actor, method, request, succeeds);
        const where = `${key} as ${actor} (${method} ${request.url}) → ${response.statusCode}`;
        const ok = row.ok ?? [200, 201, 202, 204];
        if (succeeds) {
          if (!ok.includes(response.statusCode))
            failures.push(`${where}: expected ${ok.join("/")}; ${response.body.slice(0, 200)}`);
          continue;
        }
        const signedOut = actor === "anonymous" || actor === "unverified";
        const expected = signedOut ? [401] : DENIED_STATUSES.filter((s) => s !== 401);
        if (!expected.includes(response.statusCode)) {
          failures.push(`${where}: expected ${expected.join("/")}; ${response.body.slice(0, 200)}`);
          continue;
        }
        const body = response.json();
        if (
          Object.keys(body).join() !== "error" ||
          Object.keys(body.error).sort().join() !== "code,message"
        ) {
          failures.push(
            `${where}: the refusal carries more than an error: ${response.body.slice(0, 200)}`,
          );
        }
        if ((await seeded.changes()) !== before)
          failures.push(`${where}: a refused request changed the database`);
      }
    }
    expect(failures).toEqual([]);
    // The counter itself works: the allowed writes moved it.
    expect(await seeded.changes()).toBeGreaterThan(atStart);
    expect(cells).toBe(Object.keys(ACCESS_MATRIX).length * ACTORS.length);
    console.log(
      `access matrix: ${cells} cells (${Object.keys(ACCESS_MATRIX).length} routes × ${ACTORS.length} actors)`,
    );
  }, 240_000);
});
