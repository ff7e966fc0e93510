import { type ErrorBody, type ErrorCode, type ErrorIssue, messages } from "@haulwise/domain";
import type { FastifyError, FastifyInstance } from "fastify";
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from "fastify-type-provider-zod";
import { ZodError } from "zod";
import { AppError } from "./app-error.js";

function body(
  code: ErrorCode,
  message: string,
  extra: Partial<ErrorBody["error"]> = {},
): ErrorBody {
  return { error: { code, message, ...extra } };
}

const m = messages.http;

const CLIENT_ERRORS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: "BAD_REQUEST",
    message: m.invalidJson,
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: "BAD_REQUEST",
    message: m.emptyJson,
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: "PAYLOAD_TOO_LARGE",
    message: m.bodyTooLarge,
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: "UNSUPPORTED_MEDIA_TYPE",
    message: m.sendJson,
  },
  FST_REQ_FILE_TOO_LARGE: {
    status: 413,
    code: "PAYLOAD_TOO_LARGE",
    message: m.fileTooLarge,
  },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 400,
    code: "BAD_REQUEST",
    message: m.sendMultipart,
  },
  FST_FILES_LIMIT: { status: 413, code: "PAYLOAD_TOO_LARGE", message: m.oneFile },
  FST_PARTS_LIMIT: { status: 413, code: "PAYLOAD_TOO_LARGE", message: m.tooManyParts },
  FST_FIELDS_LIMIT: { status: 413, code: "PAYLOAD_TOO_LARGE", message: m.tooManyFields },
};

function issuesOf(error: ZodError): ErrorIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
}

/**
 * One error handler for the whole API: validation → 400 with every issue, expected failures
 * with their status and message, anything unexpected → 500 with a generic body and the
 * request id, logged with its stack.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: [error.validationContext, issue.instancePath.replace(/^\//, "").replaceAll("/", ".")]
          .filter(Boolean)
          .join("."),
        message: issue.message ?? "Invalid value",
      }));
      return reply
        .status(400)
        .send(body("VALIDATION_FAILED", issues[0]?.message ?? "Invalid request", { issues }));
    }
    if (error instanceof ZodError) {
      const issues = issuesOf(error);
      return reply
        .status(400)
        .send(body("VALIDATION_FAILED", issues[0]?.message ?? "Invalid request", { issues }));
    }
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) {
        reply.header("retry-after", String(error.retryAfterSeconds));
      }
      return reply
        .status(error.statusCode)
        .send(body(error.code, error.message, error.issues ? { issues: error.issues } : {}));
    }
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(known.status).send(body(known.code, known.message));
    if (error.statusCode === 429) {
      return reply.status(429).send(body("RATE_LIMITED", error.message));
    }
    if (
      !isResponseSerializationError(error) &&
      error.statusCode &&
      error.statusCode >= 400 &&
      error.statusCode < 500
    ) {
      return reply.status(error.statusCode).send(body("BAD_REQUEST", error.message));
    }
    request.log.error({ err: error }, "unexpected error");
    return reply.status(500).send(
      body("INTERNAL", m.unexpected, {
        requestId: request.id,
      }),
    );
  });
}
