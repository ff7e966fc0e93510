import { describe, expect, it } from "vitest";
import { createVerifiedUser, TestClient } from "../../test/client.js";
import { useTestApp } from "../../test/harness.js";

describe("HTTP behaviour every endpoint shares", () => {
  const ctx = useTestApp();

  it("answers liveness and readiness", async () => {
    expect((await ctx.app.inject("/healthz")).json()).toEqual({ status: "ok" });
    expect((await ctx.app.inject("/readyz")).json()).toEqual({ status: "ready" });
  });

  it("sets security headers", async () => {
    const response = await ctx.app.inject("/healthz");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("refuses malformed JSON with a readable 400", async () => {
    const user = await createVerifiedUser(ctx);
    const response = await user.client.request("PATCH", "/api/me/profile", {
      payload: '{"firstName": "Ann"',
      headers: { "content-type": "application/json" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: "BAD_REQUEST", message: "The request body is not valid JSON" },
    });
  });

  it("reports every validation issue, with a wrong type named", async () => {
    const user = await createVerifiedUser(ctx);
    const response = await user.client.patch("/api/me/profile", { firstName: 42, lastName: "" });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.code).toBe("VALIDATION_FAILED");
    expect(body.error.issues).toHaveLength(2);
    expect(body.error.issues.map((i: { path: string }) => i.path)).toEqual([
      "body.firstName",
      "body.lastName",
    ]);
  });

  it("refuses an oversized body with 413 and no stack trace", async () => {
    const user = await createVerifiedUser(ctx);
    const response = await user.client.patch("/api/me/profile", {
      firstName: "x".repeat(2 * 1024 * 1024),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe("The request body is too large");
  });

  it("refuses a body that is not JSON on a JSON route", async () => {
    const user = await createVerifiedUser(ctx);
    const response = await user.client.request("PATCH", "/api/me/profile", {
      payload: "firstName=Ann",
      headers: { "content-type": "text/plain" },
    });
    expect(response.statusCode).toBe(415);
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const response = await new TestClient(ctx.app).get("/api/no-such-thing");
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("NOT_FOUND");
  });

  it("publishes the OpenAPI document generated from the zod schemas", async () => {
    const response = await ctx.app.inject("/api/docs/json");
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/api/me", "/api/me/profile", "/api/me/role", "/api/me/avatar"]),
    );
    expect(
      document.paths["/api/me/role"].put.requestBody.content["application/json"].schema.properties
        .role.enum,
    ).toEqual(["contractor", "driver"]);
  });

  it("keeps a generic 500 body for unexpected failures, with a request id to quote", async () => {
    const user = await createVerifiedUser(ctx);
    await ctx.database.db.schema.alterTable("profiles").renameTo("profiles_gone").execute();
    try {
      const response = await user.client.get("/api/me");
      expect(response.statusCode).toBe(500);
      const body = response.json();
      expect(body.error.message).toBe("Something went wrong on our side. Please try again.");
      expect(body.error.requestId).toEqual(expect.any(String));
      expect(JSON.stringify(body)).not.toMatch(/profiles|select|at .*\.ts/i);
    } finally {
      await ctx.database.db.schema.alterTable("profiles_gone").renameTo("profiles").execute();
    }
  });
});
