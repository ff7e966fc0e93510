import { describe, expect, it } from "vitest";
import { z } from "zod";
import { lazySchema } from "./lazy-schema";

describe("lazySchema", () => {
  it("builds the schema when it is first read, and only once", () => {
    let builds = 0;
    const Person = lazySchema(() => {
      builds++;
      return z.object({ name: z.string().trim().min(1), age: z.number().int().optional() });
    });
    expect(builds).toBe(0);
    expect(Person.parse({ name: " Dana " })).toEqual({ name: "Dana" });
    expect(Person.safeParse({ name: "" }).success).toBe(false);
    expect(builds).toBe(1);
  });

  it("is the schema to zod, to other schemas built from it and to its own members", () => {
    const Job = lazySchema(() => z.object({ id: z.string(), title: z.string() }));
    const Page = lazySchema(() => z.object({ items: z.array(Job), total: z.number() }));
    const Detail = lazySchema(() => Job.extend({ notes: z.string().nullable() }));

    expect(Job instanceof z.ZodObject).toBe(true);
    expect(Object.keys(Job.shape)).toEqual(["id", "title"]);
    expect(Page.parse({ items: [{ id: "j1", title: "Gravel" }], total: 1 }).items).toHaveLength(1);
    expect(Detail.parse({ id: "j1", title: "Gravel", notes: null }).notes).toBeNull();
    expect(Job.optional().parse(undefined)).toBeUndefined();
    // A member read off the schema still works on its own, as zod's do.
    const { safeParse } = Job;
    expect(safeParse({ id: 1 }).success).toBe(false);
    expect(Page.safeParse({ items: [{ id: "j1" }], total: 1 }).error?.issues[0]?.path).toEqual([
      "items",
      0,
      "title",
    ]);
  });

  it("answers zod's standard interface, which form resolvers read", async () => {
    const Sign = lazySchema(() => z.object({ email: z.email() }));
    const result = await Sign["~standard"].validate({ email: "not an address" });
    expect("issues" in result && result.issues?.[0]?.path).toEqual(["email"]);
  });
});
