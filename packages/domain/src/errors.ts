import { z } from "zod";

/** Stable error codes shared by the server's error bodies and the web client. */
export const errorCodes = [
  "BAD_REQUEST",
  "VALIDATION_FAILED",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  /** It existed and is gone for good: a revoked or expired link. */
  "GONE",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "RATE_LIMITED",
  "QUOTA_EXCEEDED",
  /** A byte range that lies outside the file asked for. */
  "RANGE_NOT_SATISFIABLE",
  "REQUEST_TIMEOUT",
  "HEADERS_TOO_LARGE",
  "INTERNAL",
  /** Something the server depends on (the database, the mail server) did not answer. */
  "UNAVAILABLE",
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/**
 * The codes Better Auth answers with on the account routes it serves (`/api/auth/*`), passed
 * through as they are: the web acts on a few (EMAIL_NOT_VERIFIED, INVALID_TOKEN,
 * INVALID_PASSWORD). The server's tests hold this list to Better Auth's own; a code outside
 * it is answered as the status's general code.
 */
export const authErrorCodes = [
  "USER_NOT_FOUND",
  "FAILED_TO_CREATE_USER",
  "FAILED_TO_CREATE_SESSION",
  "FAILED_TO_UPDATE_USER",
  "FAILED_TO_GET_SESSION",
  "INVALID_PASSWORD",
  "INVALID_EMAIL",
  "INVALID_EMAIL_OR_PASSWORD",
  "INVALID_USER",
  "SOCIAL_ACCOUNT_ALREADY_LINKED",
  "PROVIDER_NOT_FOUND",
  "INVALID_TOKEN",
  "TOKEN_EXPIRED",
  "ID_TOKEN_NOT_SUPPORTED",
  "FAILED_TO_GET_USER_INFO",
  "USER_EMAIL_NOT_FOUND",
  "EMAIL_NOT_VERIFIED",
  "PASSWORD_TOO_SHORT",
  "PASSWORD_TOO_LONG",
  "USER_ALREADY_EXISTS",
  "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL",
  "EMAIL_CAN_NOT_BE_UPDATED",
  "CHANGE_EMAIL_DISABLED",
  "CREDENTIAL_ACCOUNT_NOT_FOUND",
  "SESSION_EXPIRED",
  "FAILED_TO_UNLINK_LAST_ACCOUNT",
  "ACCOUNT_NOT_FOUND",
  "USER_ALREADY_HAS_PASSWORD",
  "CROSS_SITE_NAVIGATION_LOGIN_BLOCKED",
  "VERIFICATION_EMAIL_NOT_ENABLED",
  "EMAIL_ALREADY_VERIFIED",
  "EMAIL_MISMATCH",
  "SESSION_NOT_FRESH",
  "LINKED_ACCOUNT_ALREADY_EXISTS",
  "INVALID_ORIGIN",
  "INVALID_CALLBACK_URL",
  "INVALID_REDIRECT_URL",
  "INVALID_ERROR_CALLBACK_URL",
  "INVALID_NEW_USER_CALLBACK_URL",
  "MISSING_OR_NULL_ORIGIN",
  "CALLBACK_URL_REQUIRED",
  "FAILED_TO_CREATE_VERIFICATION",
  "FIELD_NOT_ALLOWED",
  "ASYNC_VALIDATION_NOT_SUPPORTED",
  "VALIDATION_ERROR",
  "MISSING_FIELD",
  "METHOD_NOT_ALLOWED_DEFER_SESSION_REQUIRED",
  "BODY_MUST_BE_AN_OBJECT",
  "PASSWORD_ALREADY_SET",
] as const;

export type AuthErrorCode = (typeof authErrorCodes)[number];

/** Every code an error body carries: Haulwise's own, or Better Auth's on its routes. */
export const ErrorBodyCodeSchema = z.enum([...errorCodes, ...authErrorCodes]);
export type ErrorBodyCode = z.infer<typeof ErrorBodyCodeSchema>;

export const ErrorIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});

/** The one error body every endpoint answers with. */
export const ErrorBodySchema = z.object({
  error: z.object({
    code: ErrorBodyCodeSchema,
    message: z.string(),
    issues: z.array(ErrorIssueSchema).optional(),
    requestId: z.string().optional(),
  }),
});

export type ErrorBody = z.infer<typeof ErrorBodySchema>;
export type ErrorIssue = z.infer<typeof ErrorIssueSchema>;
