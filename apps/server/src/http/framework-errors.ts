import http from "node:http";
import type { Socket } from "node:net";
import { type ErrorBody, type ErrorCode, messages } from "@haulwise/domain";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { securityHeaderRecord } from "./security-headers.js";

const errorBody = (code: ErrorCode, message: string): ErrorBody => ({ error: { code, message } });

/**
 * Fastify's own refusals, raised before a route (and so before any hook) is chosen, in the
 * API's error shape and with the same security headers as every other answer.
 */
export function createFrameworkErrorHandler(publicUrl: string) {
  const headers = securityHeaderRecord(publicUrl);
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    reply.headers(headers);
    if (error.code === "FST_ERR_MAX_PARAM_LENGTH") {
      return reply.status(404).send(errorBody("NOT_FOUND", messages.http.notFound));
    }
    if (error.code === "FST_ERR_BAD_URL") {
      return reply.status(400).send(errorBody("BAD_REQUEST", messages.http.badUrl));
    }
    return reply.status(400).send(errorBody("BAD_REQUEST", messages.http.notUnderstood));
  };
}

const CLIENT_ERRORS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: "REQUEST_TIMEOUT",
    message: messages.http.requestTimeout,
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: "HEADERS_TOO_LARGE",
    message: messages.http.headersTooLarge,
  },
};

/**
 * Answers what Node's HTTP parser refuses (oversized or malformed headers, a request that
 * arrived too slowly) on the raw socket, in the same shape and with the same headers.
 */
export function createClientErrorHandler(publicUrl: string) {
  const headers = securityHeaderRecord(publicUrl);
  return (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    const known = (error.code && CLIENT_ERRORS[error.code]) || {
      status: 400,
      code: "BAD_REQUEST" as const,
      message: messages.http.notUnderstood,
    };
    const body = JSON.stringify(errorBody(known.code, known.message));
    const lines = [
      `HTTP/1.1 ${known.status} ${http.STATUS_CODES[known.status]}`,
      "content-type: application/json; charset=utf-8",
      `content-length: ${Buffer.byteLength(body)}`,
      "connection: close",
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    if (socket.writable) socket.write(`${lines.join("\r\n")}\r\n\r\n${body}`);
    socket.destroy();
  };
}
