import { type ErrorCode, type ErrorIssue, messages } from "@haulwise/domain";

/** An expected failure with a message a person can act on; the error handler turns it into a 4xx. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly issues?: ErrorIssue[],
    /** Sent as Retry-After: when asking again can succeed. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (message: string, issues?: ErrorIssue[]) =>
  new AppError(400, "BAD_REQUEST", message, issues);
export const unauthenticated = (message: string = messages.http.signInRequired) =>
  new AppError(401, "UNAUTHENTICATED", message);
export const forbidden = (message: string = messages.http.noPermission) =>
  new AppError(403, "FORBIDDEN", message);
export const notFound = (message: string = messages.http.notFound) =>
  new AppError(404, "NOT_FOUND", message);
export const conflict = (message: string) => new AppError(409, "CONFLICT", message);
/** A link or resource that existed and will not come back (revoked, expired). */
export const gone = (message: string) => new AppError(410, "GONE", message);
export const payloadTooLarge = (message: string) => new AppError(413, "PAYLOAD_TOO_LARGE", message);
/** Within the size limit, but past what the company may store in all. */
export const quotaExceeded = (message: string) => new AppError(413, "QUOTA_EXCEEDED", message);
export const unsupportedMediaType = (message: string) =>
  new AppError(415, "UNSUPPORTED_MEDIA_TYPE", message);
/** A file of an accepted type whose content cannot be read (a broken or oversized image). */
export const unreadableFile = (message: string) =>
  new AppError(422, "UNSUPPORTED_MEDIA_TYPE", message);
/** A byte range outside the file; the caller also sets Content-Range to the file's size. */
export const rangeNotSatisfiable = (message: string) =>
  new AppError(416, "RANGE_NOT_SATISFIABLE", message);
/** Past a rate limit; the answer carries Retry-After with the same number of seconds. */
export const tooManyRequests = (
  retryAfterSeconds: number,
  message: string = messages.http.tooManyRequests(retryAfterSeconds),
) => new AppError(429, "RATE_LIMITED", message, undefined, retryAfterSeconds);
/** A server we depend on (mail) failed us: 502, and the person may try again. */
export const upstreamFailed = (message: string) => new AppError(502, "UNAVAILABLE", message);
/** We cannot serve at all right now (the database is unreachable): 503. */
export const unavailable = (message: string) => new AppError(503, "UNAVAILABLE", message);
