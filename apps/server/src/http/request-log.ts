import type { FastifyRequest, FastifyServerOptions } from "fastify";

/** What stands in the log for a secret taken out of a URL. */
export const REDACTED = "[redacted]";

/**
 * Paths whose segment is a secret: the mailed password-reset link, an invitation's page and
 * preview, and a share link's page and the API calls it makes. Matched without regard to case, so a mistyped path is redacted too.
 */
const SECRET_SEGMENTS = [
  /^(\/api\/auth\/reset-password\/)[^/?#]+/i,
  /^(\/api\/invitations\/preview\/)[^/?#]+/i,
  /^(\/invitations\/)[^/?#]+/i,
  /^(\/api\/shared\/)[^/?#]+/i,
  /^(\/shared\/)[^/?#]+/i,
];

/** Query parameters that carry a secret anywhere (reset and verification links, their pages). */
const SECRET_PARAMETERS = new Set(["token"]);
/** The tracker protocol sends the device token as `id` (or `deviceid`, `device_id`). */
const TRACKER_PATH = /^\/api\/osmand\/?$/i;
const TRACKER_SECRET_PARAMETERS = new Set(["id", "deviceid", "device_id"]);
/** A device token anywhere else, such as a tracker pointed at a wrong path. */
const DEVICE_TOKEN = /hwdt_[A-Za-z0-9_-]+/g;
/** A share link's token anywhere else (a mistyped path, a parameter of another name). */
const SHARE_TOKEN = /hwsl_[A-Za-z0-9_-]+/g;

function parameterName(pair: string): string {
  const raw = pair.split("=", 1)[0] ?? "";
  try {
    return decodeURIComponent(raw.replaceAll("+", " ")).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/**
 * The URL as the log may keep it: the path and every parameter, with the values that would
 * let a reader of the log act as someone (a device token, a reset, verification or invitation
 * token) replaced by `[redacted]`.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf("?");
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  for (const segment of SECRET_SEGMENTS) path = path.replace(segment, `$1${REDACTED}`);
  let redacted = path;
  if (queryAt !== -1) {
    const secret = (name: string) =>
      SECRET_PARAMETERS.has(name) ||
      (TRACKER_PATH.test(path) && TRACKER_SECRET_PARAMETERS.has(name));
    const query = url
      .slice(queryAt + 1)
      .split("&")
      .map((pair) => (secret(parameterName(pair)) ? `${pair.split("=", 1)[0]}=${REDACTED}` : pair));
    redacted = `${path}?${query.join("&")}`;
  }
  return redacted.replace(DEVICE_TOKEN, REDACTED).replace(SHARE_TOKEN, REDACTED);
}

/**
 * The request as every request log line shows it: Fastify's own fields, with the URL
 * redacted.
 */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The server's log: JSON lines at `level`, where nothing written lets a reader sign in or act
 * as anyone: no cookie or authorization header, and no secret from a URL.
 */
export function requestLogOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions["logger"] {
  if (level === "silent") return false;
  return {
    level,
    redact: ["req.headers.cookie", "req.headers.authorization"],
    serializers: { req: requestForLog as never },
    ...(stream ? { stream } : {}),
  };
}
