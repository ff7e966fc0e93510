import { ErrorBodyCodeSchema, ErrorBodySchema } from "@haulwise/domain";
import { z } from "zod";
import { ApiError, type ApiErrorCode, clientErrors } from "./api-error";
import { serverAnswered, serverUnreachable } from "./connection";

type Body = FormData | object;

/** Some endpoints answer `{ error: { code } }` with no message (e.g. EMAIL_NOT_VERIFIED). */
const CodeOnlyErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string().optional() }),
});

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: text ? JSON.parse(text) : null };
  } catch {
    return { ok: false };
  }
}

function retryAfterOf(response: Response): number | null {
  const seconds = Number(response.headers.get("retry-after"));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => "");
  // A proxy or gateway may answer with HTML or plain text: that is a generic error.
  const json = parseJson(text);
  const body = json.ok ? json.value : null;
  const full = ErrorBodySchema.safeParse(body);
  if (full.success) {
    const { code, message, issues } = full.data.error;
    return new ApiError(response.status, code, message, issues ?? [], retryAfterOf(response));
  }
  const codeOnly = CodeOnlyErrorSchema.safeParse(body);
  // A code this client does not know (a newer server's, a proxy's) reads as the status's.
  const known = ErrorBodyCodeSchema.safeParse(codeOnly.data?.error.code);
  const code: ApiErrorCode = known.success ? known.data : `HTTP_${response.status}`;
  const message = codeOnly.data?.error.message || response.statusText || "Request failed";
  return new ApiError(response.status, code, message, [], retryAfterOf(response));
}

async function send(
  method: string,
  path: string,
  body?: Body,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...extraHeaders, accept: "application/json" };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    // The browser sets the multipart boundary itself.
    payload = body;
  } else if (body !== undefined) {
    headers["content-type"] = "application/json";
    payload = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: payload, credentials: "same-origin" });
  } catch {
    serverUnreachable(() => send("GET", "/api/session"));
    throw new ApiError(0, "NETWORK_ERROR", clientErrors.network);
  }
  serverAnswered();
  if (!response.ok) throw await toApiError(response);
  return response;
}

/**
 * The answer, checked against the schema the server's route declares. A mismatch is the
 * client's problem to report, not something to render: it becomes an `INVALID_RESPONSE`
 * ApiError, which screens show like any failed load.
 */
async function read<S extends z.ZodType>(
  response: Response,
  path: string,
  schema: S,
): Promise<z.output<S>> {
  const json = parseJson(await response.text());
  const parsed = json.ok ? schema.safeParse(json.value) : null;
  if (parsed?.success) return parsed.data;
  console.error(
    `Unexpected answer from ${path}`,
    parsed ? z.prettifyError(parsed.error) : "not JSON",
  );
  throw new ApiError(response.status, "INVALID_RESPONSE", clientErrors.invalidResponse);
}

function withBody(method: "POST" | "PUT" | "PATCH" | "DELETE") {
  function call<S extends z.ZodType>(
    path: string,
    body: Body | undefined,
    schema: S,
  ): Promise<z.output<S>>;
  function call(path: string, body?: Body): Promise<void>;
  async function call(path: string, body?: Body, schema?: z.ZodType) {
    // Writes other than DELETE always carry a JSON body, `{}` when there is nothing to send,
    // so every endpoint sees the same request shape.
    const response = await send(method, path, body ?? (method === "DELETE" ? undefined : {}));
    if (schema) return read(response, path, schema);
  }
  return call;
}

/**
 * Same-origin JSON client; the session travels in the server's HTTP-only cookie. Every
 * answer a caller reads is parsed with its schema from `@haulwise/domain`; a call without a
 * schema resolves to nothing.
 */
export const api = {
  get: async <S extends z.ZodType>(path: string, schema: S): Promise<z.output<S>> =>
    read(await send("GET", path), path, schema),
  post: withBody("POST"),
  put: withBody("PUT"),
  patch: withBody("PATCH"),
  delete: withBody("DELETE"),
  /** A file the server sends as an attachment. */
  blob: async (path: string): Promise<Blob> => (await send("GET", path)).blob(),
  /**
   * A request sent with extra headers (an outbox's `Idempotency-Key`), answering the parsed
   * JSON unchecked: whoever queued the request reads the answer with its own schema.
   */
  sendWithHeaders: async (request: {
    method: "POST" | "PUT" | "PATCH" | "DELETE";
    path: string;
    body?: unknown;
    headers: Record<string, string>;
  }): Promise<unknown> => {
    const body =
      request.body === undefined
        ? request.method === "DELETE"
          ? undefined
          : {}
        : (request.body as Body);
    const response = await send(request.method, request.path, body, request.headers);
    const json = parseJson(await response.text());
    return json.ok ? json.value : null;
  },
};
