import type { LightMyRequestResponse } from "fastify";
import type { App } from "../app.js";
import { PUBLIC_URL, type TestContext } from "./harness.js";

let clientCounter = 0;

/**
 * A distinct loopback address per client: the rate limits key on the socket address,
 * so every simulated person gets their own allowance, as real people would.
 */
export function nextClientIp(): string {
  clientCounter++;
  return `127.${Math.floor(clientCounter / 65536) % 256}.${Math.floor(clientCounter / 256) % 256}.${clientCounter % 256}`;
}

type RequestOptions = {
  body?: unknown;
  payload?: string | Buffer;
  headers?: Record<string, string>;
};

/** A browser-like client: same-origin requests from its own address, with a cookie jar. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly app: App,
    readonly ip: string = nextClientIp(),
  ) {}

  async request(method: string, url: string, options: RequestOptions = {}) {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const response = await this.app.inject({
      method: method as "GET",
      url,
      remoteAddress: this.ip,
      headers: {
        origin: PUBLIC_URL,
        ...(cookie ? { cookie } : {}),
        ...(options.body !== undefined ? { "content-type": "application/json" } : {}),
        ...options.headers,
      },
      payload: options.body !== undefined ? JSON.stringify(options.body) : options.payload,
    });
    this.storeCookies(response);
    return response;
  }

  get(url: string, options?: RequestOptions) {
    return this.request("GET", url, options);
  }
  post(url: string, body?: unknown, options?: RequestOptions) {
    return this.request("POST", url, { ...options, body });
  }
  put(url: string, body?: unknown, options?: RequestOptions) {
    return this.request("PUT", url, { ...options, body });
  }
  patch(url: string, body?: unknown, options?: RequestOptions) {
    return this.request("PATCH", url, { ...options, body });
  }
  delete(url: string, body?: unknown, options?: RequestOptions) {
    return this.request("DELETE", url, { ...options, body });
  }

  private storeCookies(response: LightMyRequestResponse) {
    for (const cookie of response.cookies as Array<{
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }>) {
      const expired =
        cookie.value === "" ||
        cookie.maxAge === 0 ||
        (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }
}

/** Builds a multipart/form-data body with one file field named `file`. */
export function multipartFile(
  data: Buffer,
  filename: string,
  contentType: string,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----haulwise${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

let emailCounter = 0;
export function uniqueEmail(prefix = "person"): string {
  emailCounter++;
  return `${prefix}.${Date.now().toString(36)}${emailCounter}@example.com`;
}

export type SignUpDetails = {
  firstName?: string;
  lastName?: string;
  email?: string;
  password?: string;
  role?: "contractor" | "driver";
  /** A contractor's company name, asked at sign-up. */
  companyName?: string;
};

export function signUpBody(details: SignUpDetails = {}) {
  const firstName = details.firstName ?? "Dana";
  const lastName = details.lastName ?? "Hauler";
  return {
    email: details.email ?? uniqueEmail(),
    password: details.password ?? "correct horse battery",
    name: `${firstName} ${lastName}`,
    firstName,
    lastName,
    role: details.role ?? "driver",
    ...(details.companyName ? { companyName: details.companyName } : {}),
  };
}

/** The path and query of a link in a mail, ready to request through the app. */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Signs up, opens the verification link from the outbox and signs in: a ready account. */
export async function createVerifiedUser(context: TestContext, details: SignUpDetails = {}) {
  const client = new TestClient(context.app);
  const body = signUpBody(details);
  const signUp = await client.post("/api/auth/sign-up/email", body);
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.body}`);
  const mail = await context.lastMailTo(body.email, /verify/i);
  const verified = await client.get(pathOf(mail.link!));
  if (verified.statusCode >= 400) throw new Error(`verification failed: ${verified.body}`);
  const signIn = await client.post("/api/auth/sign-in/email", {
    email: body.email,
    password: body.password,
  });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.body}`);
  const userId = signIn.json().user.id as string;
  return { client, userId, ...body };
}
