import { describe, expect, it } from "vitest";
import { pathOf, signUpBody, TestClient } from "../test/client.js";
import { invitationToken } from "../test/fleet.js";
import { useTestApp } from "../test/harness.js";
import { logRecorder } from "../test/log-recorder.js";
import { trackingCompany } from "../test/tracking.js";
import { REDACTED, redactUrl } from "./request-log.js";

describe("the default log", () => {
  const log = logRecorder();
  const ctx = useTestApp({ LOG_LEVEL: "info" }, { logStream: log.stream });

  it("never holds a device token, a reset, verification or invitation token", async () => {
    const secrets: string[] = [];

    // A tracker app reporting with its device token, the usual ways and a wrong path.
    const { contractor, driver } = await trackingCompany(ctx);
    const deviceToken = (
      await driver.client.post("/api/me/device-tokens", { name: "Traccar" })
    ).json().token as string;
    secrets.push(deviceToken);
    for (const url of [
      `/api/osmand?id=${deviceToken}&lat=37.7&lon=-122.4`,
      `/api/osmand?lat=37.7&lon=-122.4&deviceid=${deviceToken}`,
      `/api/osmand/?ID=${deviceToken}&lat=37.7&lon=-122.4`,
      `/api/osmand?id=${encodeURIComponent(deviceToken)}&lat=37.7&lon=abc`,
      `/osmand?id=${deviceToken}&lat=37.7&lon=-122.4`,
    ]) {
      await ctx.app.inject({ method: "GET", url, remoteAddress: "10.1.2.3" });
    }

    // Signing up: the verification link, opened.
    const visitor = new TestClient(ctx.app);
    const body = signUpBody({ role: "driver" });
    await visitor.post("/api/auth/sign-up/email", body);
    const verification = (await ctx.lastMailTo(body.email, /verify/i)).link!;
    secrets.push(new URL(verification).searchParams.get("token")!);
    await visitor.get(pathOf(verification));

    // A password reset: the mailed link, then the page it sends the browser to.
    await visitor.post("/api/auth/request-password-reset", {
      email: body.email,
      redirectTo: "/update-password",
    });
    const reset = (await ctx.lastMailTo(body.email, /reset/i)).link!;
    const opened = await visitor.get(pathOf(reset));
    expect(opened.statusCode).toBe(302);
    const landing = new URL(String(opened.headers.location));
    const resetToken = landing.searchParams.get("token")!;
    secrets.push(resetToken);
    await visitor.get(`${landing.pathname}${landing.search}`);
    await visitor.post("/api/auth/reset-password", {
      newPassword: "a new secret!",
      token: resetToken,
    });

    // An invitation: its page and its preview.
    const invited = `invitee.${secrets.length}@example.com`;
    await contractor.client.post("/api/invitations", { emails: [invited] });
    const invitation = invitationToken((await ctx.lastMailTo(invited, /invited you/)).link!);
    secrets.push(invitation);
    await visitor.get(`/invitations/${invitation}`);
    await visitor.get(`/api/invitations/preview/${invitation}`);

    const text = log.text();
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(10);
      expect(text.includes(secret), `the log holds ${secret.slice(0, 12)}…`).toBe(false);
      expect(text.includes(encodeURIComponent(secret)), secret.slice(0, 12)).toBe(false);
    }
    // The requests were logged, each with its secret taken out.
    const urls = log.lines.map((line) => JSON.parse(line).req?.url).filter(Boolean);
    expect(urls).toContain(`/api/osmand?id=${REDACTED}&lat=37.7&lon=-122.4`);
    expect(urls).toContain(`/api/osmand?lat=37.7&lon=-122.4&deviceid=${REDACTED}`);
    expect(urls.some((url) => url.startsWith(`/api/auth/verify-email?token=${REDACTED}`))).toBe(
      true,
    );
    expect(urls.some((url) => url.startsWith(`/api/auth/reset-password/${REDACTED}`))).toBe(true);
    expect(urls).toContain(`/update-password?token=${REDACTED}`);
    expect(urls).toContain(`/invitations/${REDACTED}`);
    expect(urls).toContain(`/api/invitations/preview/${REDACTED}`);
  });
});

describe("redactUrl", () => {
  it("keeps what is not a secret as it came", () => {
    for (const url of [
      "/api/jobs?page=2&q=gravel",
      "/api/drivers/abc/trail?date=2030-05-01",
      "/api/loads?id=123",
      "/",
      "/api/osmand",
    ]) {
      expect(redactUrl(url)).toBe(url);
    }
  });

  it("takes out tokens however the parameter is spelt or encoded", () => {
    expect(redactUrl("/x?%74oken=abc&a=1")).toBe(`/x?%74oken=${REDACTED}&a=1`);
    expect(redactUrl("/x?TOKEN=abc")).toBe(`/x?TOKEN=${REDACTED}`);
    expect(redactUrl("/x?token")).toBe(`/x?token=${REDACTED}`);
    expect(redactUrl("/x?%zz=1&token=abc")).toBe(`/x?%zz=1&token=${REDACTED}`);
    expect(redactUrl("/API/AUTH/RESET-PASSWORD/abc?callbackURL=%2F")).toBe(
      `/API/AUTH/RESET-PASSWORD/${REDACTED}?callbackURL=%2F`,
    );
    expect(redactUrl("/anything/hwdt_abc-DEF_123/more")).toBe(`/anything/${REDACTED}/more`);
  });
});
