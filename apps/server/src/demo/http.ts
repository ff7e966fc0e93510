/** An answer as the demo's clients read it. */
export type Answer = {
  status: number;
  body: string;
  json<T = Record<string, unknown>>(): T;
  setCookies: string[];
};

/** Sends one request: through `app.inject` while seeding, over the network while simulating. */
export type Send = (request: {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}) => Promise<Answer>;

/** One person's browser or phone: same-origin requests with a cookie jar. */
export class Person {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly send: Send,
    private readonly origin: string,
  ) {}

  get cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  async request(
    method: string,
    url: string,
    options: { body?: unknown; payload?: Buffer; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const cookie = this.cookieHeader;
    const answer = await this.send({
      method,
      url,
      headers: {
        origin: this.origin,
        ...(cookie ? { cookie } : {}),
        ...(options.body !== undefined ? { "content-type": "application/json" } : {}),
        ...options.headers,
      },
      ...(options.body !== undefined
        ? { payload: JSON.stringify(options.body) }
        : options.payload
          ? { payload: options.payload }
          : {}),
    });
    for (const line of answer.setCookies) {
      const [pair, ...attributes] = line.split(";");
      const at = pair!.indexOf("=");
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      const expired =
        value === "" || attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return answer;
  }

  /** The request, which must answer `expected` (or any 2xx): the demo stops on a surprise. */
  async must(
    method: string,
    url: string,
    options: { body?: unknown; payload?: Buffer; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const answer = await this.request(method, url, options);
    if (answer.status < 200 || answer.status >= 300) {
      throw new Error(`${method} ${url} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    }
    return answer;
  }
}

/** Requests over the network to a running server. */
export function networkSend(baseUrl: string): Send {
  return async ({ method, url, headers, payload }) => {
    const response = await fetch(new URL(url, baseUrl), {
      method,
      headers,
      ...(payload !== undefined ? { body: payload } : {}),
    });
    const body = await response.text();
    return {
      status: response.status,
      body,
      json: <T>() => JSON.parse(body) as T,
      setCookies: response.headers.getSetCookie(),
    };
  };
}
