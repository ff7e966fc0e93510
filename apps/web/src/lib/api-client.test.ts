import { JobListSchema } from "@haulwise/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { makeJob } from "@/test/fixtures";
import { api } from "./api-client";
import { ApiError, clientErrors, errorMessage, isPermanentFailure } from "./api-error";
import { isOnline } from "./connection";

function headersOf(init: RequestInit | undefined): Record<string, string> {
  return (init?.headers ?? {}) as Record<string, string>;
}

function respond(status: number, body: unknown) {
  return vi.spyOn(globalThis, "fetch").mockResolvedValue(
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json" },
    }),
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("api client", () => {
  it("takes the app offline when a request gets no answer, and back on any answer", async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(api.get("/api/x", z.unknown())).rejects.toMatchObject({ code: "NETWORK_ERROR" });
    expect(isOnline()).toBe(false);
    respond(401, { error: { code: "UNAUTHORIZED", message: "Sign in" } });
    await expect(api.get("/api/x", z.unknown())).rejects.toMatchObject({ status: 401 });
    expect(isOnline()).toBe(true);
  });

  it("sends JSON with the session cookie of this origin", async () => {
    const fetch = respond(200, { ok: true });
    await expect(api.post("/api/x", { a: 1 }, z.object({ ok: z.boolean() }))).resolves.toEqual({
      ok: true,
    });
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(init?.credentials).toBe("same-origin");
    expect(init?.body).toBe('{"a":1}');
    expect(headersOf(init)["content-type"]).toBe("application/json");
  });

  it("leaves the multipart content type to the browser", async () => {
    const fetch = respond(200, {});
    const form = new FormData();
    form.append("file", new Blob(["x"], { type: "image/png" }), "a.png");
    await api.put("/api/me/avatar", form);
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(init?.body).toBe(form);
    expect(headersOf(init)["content-type"]).toBeUndefined();
  });

  it("turns the error body into an ApiError with status, code, message and issues", async () => {
    respond(400, {
      error: {
        code: "VALIDATION_FAILED",
        message: "Valid email required",
        issues: [{ path: "email", message: "Valid email required" }],
      },
    });
    const error = await api.post("/api/auth/sign-up/email", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: "VALIDATION_FAILED",
      message: "Valid email required",
      issues: [{ path: "email", message: "Valid email required" }],
    });
  });

  it("keeps the code of an error body that has no message", async () => {
    respond(403, { error: { code: "EMAIL_NOT_VERIFIED" } });
    const error = await api.post("/api/auth/sign-in/email", {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, code: "EMAIL_NOT_VERIFIED" });
  });

  it("keeps how long a 429 says to wait", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      new Response(
        JSON.stringify({
          error: { code: "RATE_LIMITED", message: "Too many requests, try again in 12 s." },
        }),
        { status: 429, headers: { "content-type": "application/json", "retry-after": "12" } },
      ),
    );
    const error = await api.get("/api/jobs", JobListSchema).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 429,
      code: "RATE_LIMITED",
      message: "Too many requests, try again in 12 s.",
      retryAfterSeconds: 12,
    });
  });

  it("answers 204 with undefined", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(null, { status: 204 }));
    await expect(api.delete("/api/me", { confirmEmail: "a@b.c" })).resolves.toBeUndefined();
  });

  it("resolves to nothing when the caller gives no schema to read the answer with", async () => {
    respond(200, { token: "t" });
    await expect(api.post("/api/auth/sign-in/email", {})).resolves.toBeUndefined();
  });

  it("parses the answer with the route's schema", async () => {
    const job = makeJob();
    respond(200, { jobs: [job] });
    await expect(api.get("/api/jobs", JobListSchema)).resolves.toEqual({ jobs: [job] });
  });

  it("turns an answer that does not match its schema into a clear client error", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    respond(200, { jobs: [{ id: 7 }] });
    const error = await api.get("/api/jobs", JobListSchema).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 200, code: "INVALID_RESPONSE" });
    expect(errorMessage(error, "Error loading jobs")).toBe(clientErrors.invalidResponse);
    // Asking again gets the same answer, so it is not retried.
    expect(isPermanentFailure(error)).toBe(true);
    expect(log).toHaveBeenCalledWith("Unexpected answer from /api/jobs", expect.any(String));
  });

  it("treats a successful answer that is not JSON as unreadable, not as a crash", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      new Response("<!doctype html><title>Gateway</title>", { status: 200 }),
    );
    await expect(api.get("/api/jobs", JobListSchema)).rejects.toMatchObject({
      code: "INVALID_RESPONSE",
    });
  });

  it("says the server could not be reached when the request never left", async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    const error = await api.get("/api/jobs", JobListSchema).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: "NETWORK_ERROR" });
    expect(errorMessage(error, "Error loading jobs")).toBe(clientErrors.network);
    expect(isPermanentFailure(error)).toBe(false);
  });

  it("hands over an attachment as a blob", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("%PDF-1.7", { status: 200 }));
    const blob = await api.blob("/api/documents/d1/download");
    expect(await blob.text()).toBe("%PDF-1.7");
  });

  it("hides server-side failures behind the fallback message", () => {
    expect(errorMessage(new ApiError(500, "INTERNAL", "stack trace"), "Failed")).toBe("Failed");
    expect(
      errorMessage(
        new ApiError(401, "INVALID_EMAIL_OR_PASSWORD", "Invalid email or password"),
        "Failed",
      ),
    ).toBe("Invalid email or password");
    expect(errorMessage(new Error("boom"), "Failed")).toBe("Failed");
  });
});
