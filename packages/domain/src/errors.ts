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

export const ErrorIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});

/** The one error body every endpoint answers with. */
export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    issues: z.array(ErrorIssueSchema).optional(),
    requestId: z.string().optional(),
  }),
});

export type ErrorBody = z.infer<typeof ErrorBodySchema>;
export type ErrorIssue = z.infer<typeof ErrorIssueSchema>;
