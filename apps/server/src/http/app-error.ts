import type { ErrorCode, ErrorIssue } from "@haulwise/domain";

/** An expected failure with a message a person can act on; the error handler turns it into a 4xx. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly issues?: ErrorIssue[],
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (message: string, issues?: ErrorIssue[]) =>
  new AppError(400, "BAD_REQUEST", message, issues);
export const unauthenticated = (message = "You must be signed in to do that") =>
  new AppError(401, "UNAUTHENTICATED", message);
export const forbidden = (message = "You do not have permission to do that") =>
  new AppError(403, "FORBIDDEN", message);
export const notFound = (message = "Not found") => new AppError(404, "NOT_FOUND", message);
export const conflict = (message: string) => new AppError(409, "CONFLICT", message);
export const payloadTooLarge = (message: string) => new AppError(413, "PAYLOAD_TOO_LARGE", message);
export const unsupportedMediaType = (message: string) =>
  new AppError(415, "UNSUPPORTED_MEDIA_TYPE", message);
