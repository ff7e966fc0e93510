import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathOf, signUpBody, TestClient } from "../test/client.js";
import { startTestApp } from "../test/harness.js";

type Received = { from: string; to: string[]; data: string };

/** A real SMTP listener on loopback that keeps every message it is given. */
async function startSmtpListener() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("mail over SMTP", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
  let ctx: Awaited<ReturnType<typeof startTestApp>>;

  beforeAll(async () => {
    smtp = await startSmtpListener();
    ctx = await startTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: "Haulwise <dispatch@haulwise.test>",
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await smtp?.close();
  });

  it("sends the verification email through the SMTP server, and the link in it works", async () => {
    const client = new TestClient(ctx.app);
    const body = signUpBody();
    expect((await client.post("/api/auth/sign-up/email", body)).statusCode).toBe(200);

    const message = smtp.received.find((m) => m.to.includes(body.email));
    expect(message?.from).toBe("dispatch@haulwise.test");
    expect(message?.data).toMatch(/Subject: Verify your Haulwise email/);
    const link = message?.data
      .replace(/=\r?\n/g, "")
      .replace(/=3D/g, "=")
      .match(/http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[^\s"<]+/)?.[0];
    expect(link).toBeDefined();
    expect((await ctx.outbox()).length).toBe(0);

    const verify = await client.get(pathOf(link!));
    expect(verify.statusCode).toBe(302);
    const signIn = await client.post("/api/auth/sign-in/email", {
      email: body.email,
      password: body.password,
    });
    expect(signIn.statusCode).toBe(200);
  });
});
