import { ErrorBodySchema, type ErrorIssue } from "@haulwise/domain";

/** A failed API call, carrying what the server's error body `{ error: { code, message } }` said. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues: ErrorIssue[] = [],
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

type Body = FormData | object | undefined;

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => "");
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // A proxy or gateway answered with HTML or plain text; fall through to a generic error.
  }
  const body = ErrorBodySchema.safeParse(parsed);
  if (body.success) {
    const { code, message, issues } = body.data.error;
    return new ApiError(response.status, code, message, issues ?? []);
  }
  // Some endpoints answer `{ error: { code } }` with no message (e.g. EMAIL_NOT_VERIFIED).
  const loose = parsed as { error?: { code?: unknown; message?: unknown } } | null;
  const code =
    typeof loose?.error?.code === "string" ? loose.error.code : `HTTP_${response.status}`;
  const message =
    typeof loose?.error?.message === "string" ? loose.error.message : response.statusText;
  return new ApiError(response.status, code, message || "Request failed");
}

async function request<T>(method: string, path: string, body?: Body): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
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
    throw new ApiError(0, "NETWORK_ERROR", "Could not reach the server. Check your connection.");
  }
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** Same-origin JSON client; the session travels in the server's HTTP-only cookie. */
export const api = {
  get: <T>(path: string) => request<T>("GET", path),
  post: <T>(path: string, body: Body = {}) => request<T>("POST", path, body),
  put: <T>(path: string, body: Body = {}) => request<T>("PUT", path, body),
  patch: <T>(path: string, body: Body = {}) => request<T>("PATCH", path, body),
  delete: <T>(path: string, body?: Body) => request<T>("DELETE", path, body),
};

/** The server's message when it sent one a person can act on, otherwise the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.message && error.status > 0 && error.status < 500) {
    return error.message;
  }
  if (isApiError(error) && error.status === 0) return error.message;
  return fallback;
}
