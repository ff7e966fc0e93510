import { expect, test, uniqueEmail } from "./support/fixtures.js";

// The account journey through the HTTP API of the built app, no browser: proves the
// production build, the outbox mail and the session cookie work together.
test("sign up, verify by the emailed link, sign in, read /api/me", async ({ request, server }) => {
  const email = uniqueEmail("api");
  const password = "correct-horse-battery";
  // Better Auth refuses cross-site writes; a browser on the app's own origin sends this.
  const headers = { origin: server.baseURL };

  const signUp = await request.post("/api/auth/sign-up/email", {
    headers,
    data: {
      email,
      password,
      name: "Dana Driver",
      firstName: "Dana",
      lastName: "Driver",
      role: "driver",
    },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);

  // Unverified accounts may not sign in yet.
  const early = await request.post("/api/auth/sign-in/email", {
    headers,
    data: { email, password },
  });
  expect(early.status()).toBe(403);

  const mail = await server.waitForMail(email, /verify/i);
  expect(mail.link).toBeTruthy();
  const link = new URL(mail.link!);
  expect(link.origin).toBe(server.baseURL);
  const verify = await request.get(`${link.pathname}${link.search}`, { maxRedirects: 0 });
  expect(verify.status(), await verify.text()).toBeLessThan(400);

  const signIn = await request.post("/api/auth/sign-in/email", {
    headers,
    data: { email, password },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);

  const me = await request.get("/api/me");
  expect(me.status(), await me.text()).toBe(200);
  const body = await me.json();
  expect(body.user).toMatchObject({ email, emailVerified: true });
  expect(body.profile).toMatchObject({
    email,
    role: "driver",
    firstName: "Dana",
    lastName: "Driver",
  });
});

test("the API refuses /api/me without a session", async ({ request }) => {
  const me = await request.get("/api/me");
  expect(me.status()).toBe(401);
});
