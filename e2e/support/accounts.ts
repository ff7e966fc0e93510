import { type APIRequestContext, expect, type Page, request } from "@playwright/test";
import { uniqueClientAddress, uniqueEmail } from "./fixtures.js";
import type { RunningServer } from "./server.js";

export type Role = "contractor" | "driver";

export type TestAccount = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: Role;
};

export type NewAccount = Partial<Omit<TestAccount, "role">> & {
  role: Role;
  /** A contractor's company, as the sign-up form asks for it; left out, it is named after them. */
  companyName?: string;
};

/**
 * Signs a person up and verifies the address through the emailed link, all over HTTP, so a
 * journey can start from "a verified contractor exists" in well under a second. Uses its own
 * request context: no cookie reaches the browser page until `signIn` is called.
 */
export async function createVerifiedAccount(
  server: RunningServer,
  account: NewAccount,
): Promise<TestAccount> {
  const created: TestAccount = {
    email: account.email ?? uniqueEmail(account.role),
    password: account.password ?? "correct-horse-battery",
    firstName: account.firstName ?? (account.role === "contractor" ? "Casey" : "Dana"),
    lastName: account.lastName ?? (account.role === "contractor" ? "Contractor" : "Driver"),
    role: account.role,
  };
  const api = await request.newContext({
    baseURL: server.baseURL,
    extraHTTPHeaders: { "x-forwarded-for": uniqueClientAddress() },
  });
  try {
    const signUp = await api.post("/api/auth/sign-up/email", {
      headers: { origin: server.baseURL },
      data: {
        email: created.email,
        password: created.password,
        name: `${created.firstName} ${created.lastName}`,
        firstName: created.firstName,
        lastName: created.lastName,
        role: created.role,
        ...(account.companyName ? { companyName: account.companyName } : {}),
      },
    });
    expect(signUp.status(), await signUp.text()).toBe(200);
    const mail = await server.waitForMail(created.email, /verify/i);
    const link = new URL(mail.link ?? "");
    const verify = await api.get(`${link.pathname}${link.search}`, { maxRedirects: 0 });
    expect(verify.status(), await verify.text()).toBeLessThan(400);
  } finally {
    await api.dispose();
  }
  return created;
}

/**
 * Signs in through the API from the page's own browser context, so the session cookie lands
 * in the browser; then the page is ready to `goto` any signed-in screen.
 */
export async function signIn(page: Page, server: RunningServer, account: TestAccount) {
  const response = await page.request.post("/api/auth/sign-in/email", {
    headers: { origin: server.baseURL },
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** An API client signed in as `account`, for arranging data a journey starts from. */
export async function apiAs(
  server: RunningServer,
  account: TestAccount,
): Promise<APIRequestContext> {
  const api = await request.newContext({
    baseURL: server.baseURL,
    extraHTTPHeaders: { origin: server.baseURL, "x-forwarded-for": uniqueClientAddress() },
  });
  const response = await api.post("/api/auth/sign-in/email", {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return api;
}
