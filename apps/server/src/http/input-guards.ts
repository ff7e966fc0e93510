import { messages } from "@haulwise/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import secureJson from "secure-json-parse";
import { badRequest } from "./app-error.js";

/**
 * JSON nested deeper than this is refused before it is parsed: no form of ours nests past a
 * handful of levels, and deep nesting only serves to exhaust the stack of whatever walks it.
 */
export const MAX_JSON_DEPTH = 32;

const NUL_MESSAGE = messages.http.nulCharacter;
const TOO_DEEP_MESSAGE = messages.http.jsonTooDeep(MAX_JSON_DEPTH);

/** Counts bracket depth outside strings and stops at the first level past the limit. */
export function exceedsJsonDepth(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i++;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b || char === 0x7b) {
      if (++depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) {
      depth--;
    }
  }
  return false;
}

/** The path of the first string (or key) in a parsed body that carries a NUL, or null. */
export function pathOfNul(value: unknown, path = "body"): string | null {
  if (typeof value === "string") return value.includes("\0") ? path : null;
  if (value === null || typeof value !== "object") return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = `${path}.${key}`;
    if (key.includes("\0")) return itemPath;
    const found = pathOfNul(item, itemPath);
    if (found) return found;
  }
  return null;
}

/** Refuses JSON text nested too deep, before anything parses it. */
function refuseDeepJson(text: string) {
  if (exceedsJsonDepth(text)) throw badRequest(TOO_DEEP_MESSAGE);
}

/**
 * Refuses parsed JSON that carries a NUL in a string or key. JSON text can carry NUL only as
 * the escape \u0000 (a raw control character does not parse), so text without one needs no
 * walk through every key and value.
 */
function refuseNulInJson(text: string, value: unknown, path: string) {
  if (text.includes("\\u0000")) assertNoNulIn(value, path);
}

/**
 * JSON that arrives inside another body (a multipart field), held to the rules of a JSON
 * body: too deep is refused unparsed, `__proto__` and `constructor.prototype` keys are not
 * JSON we take, and NUL is refused at the field's path. Text that is not JSON throws a
 * SyntaxError, for the caller to answer in its own words.
 */
export function parseGuardedJson(text: string, path: string): unknown {
  refuseDeepJson(text);
  const value: unknown = secureJson.parse(text, undefined, {
    protoAction: "error",
    constructorAction: "error",
  });
  refuseNulInJson(text, value, path);
  return value;
}

/** Refuses decoded fields (a form body's) with a NUL in a key or value. */
export function assertNoNulIn(value: unknown, path: string): void {
  const nulAt = pathOfNul(value, path);
  if (nulAt) throw badRequest(NUL_MESSAGE, [{ path: nulAt, message: NUL_MESSAGE }]);
}

/** Refuses a text field, file name or header value that carries a NUL. */
export function assertNoNul(value: string, path: string): void {
  if (value.includes("\0")) throw badRequest(NUL_MESSAGE, [{ path, message: NUL_MESSAGE }]);
}

// %00 in any case, or a raw NUL: what a path parameter or query value decodes NUL from.
const ENCODED_NUL = /%00|\0/;

function refuseNulInRequestLine(request: FastifyRequest) {
  if (ENCODED_NUL.test(request.url))
    throw badRequest(NUL_MESSAGE, [{ path: "url", message: NUL_MESSAGE }]);
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) assertNoNul(item, `headers.${name}`);
  }
}

/**
 * The edge every request passes: JSON that is too deep is refused unparsed, and NUL is
 * refused wherever text enters (path, query, headers, JSON strings and keys), so neither
 * database ever sees it (PostgreSQL rejects it in text; SQLite would store it silently).
 */
export function registerInputGuards(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body as string;
    try {
      refuseDeepJson(text);
    } catch (error) {
      return done(error as Error, undefined);
    }
    parseJson(request, text, (error: Error | null, value?: unknown) => {
      if (error) return done(error, undefined);
      try {
        refuseNulInJson(text, value, "body");
      } catch (refusal) {
        return done(refusal as Error, undefined);
      }
      done(null, value);
    });
  });
  app.addHook("onRequest", async (request) => refuseNulInRequestLine(request));
}
