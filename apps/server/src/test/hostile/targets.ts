import { RecordLoadInputSchema } from "@haulwise/domain";
import { z } from "zod";
import type { RegisteredRoute } from "../../app.js";
import type { Auth } from "../../auth/auth.js";
import type { JsonSchema } from "./schema-arbitrary.js";

/** One route to aim at, with what it declares it takes. */
export type Target = {
  method: string;
  /** With `{name}` placeholders for path parameters. */
  path: string;
  params: string[];
  query: JsonSchema | undefined;
  body: JsonSchema | undefined;
  multipart: boolean;
  /** Routes that end the caller's own session are sent signed out, so the run keeps its actors. */
  signedOutOnly: boolean;
  /** An upload whose form carries JSON in a field: the field and the JSON's schema. */
  jsonField?: { name: string; schema: JsonSchema };
};

/**
 * Uploads whose form carries JSON in a text field, which the OpenAPI document cannot describe:
 * the load ticket, as `ticket` beside its photo.
 */
const MULTIPART_JSON_FIELDS: Record<string, { name: string; schema: z.ZodType }> = {
  "POST /api/loads": { name: "ticket", schema: RecordLoadInputSchema },
};

type OpenApiOperation = {
  parameters?: Array<{ in: string; name: string; schema?: JsonSchema; required?: boolean }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/**
 * Every operation of the OpenAPI document the server publishes. The document does not describe
 * upload bodies, so the router's own list says which routes take multipart.
 */
export function openApiTargets(
  document: { paths: Record<string, Record<string, OpenApiOperation>> },
  routes: RegisteredRoute[],
): Target[] {
  const uploads = new Set(
    routes
      .filter((route) => route.multipart)
      .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, "{$1}")}`),
  );
  const targets: Target[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = operation.parameters ?? [];
      const queryParameters = parameters.filter((p) => p.in === "query");
      const content = operation.requestBody?.content ?? {};
      targets.push({
        method: method.toUpperCase(),
        path,
        params: parameters.filter((p) => p.in === "path").map((p) => p.name),
        query: queryParameters.length
          ? {
              type: "object",
              properties: Object.fromEntries(queryParameters.map((p) => [p.name, p.schema ?? {}])),
              required: queryParameters.filter((p) => p.required).map((p) => p.name),
            }
          : undefined,
        body: content["application/json"]?.schema,
        multipart: uploads.has(`${method.toUpperCase()} ${path}`),
        signedOutOnly: false,
        jsonField: jsonFieldOf(`${method.toUpperCase()} ${path}`),
      });
    }
  }
  return targets;
}

const SESSION_ENDING = new Set([
  "/sign-out",
  "/revoke-session",
  "/revoke-sessions",
  "/revoke-other-sessions",
  "/change-password",
  "/change-email",
  "/update-session",
]);

function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!schema) return undefined;
  try {
    return z.toJSONSchema(schema as z.ZodType, {
      unrepresentable: "any",
      io: "input",
    }) as JsonSchema;
  } catch {
    return undefined;
  }
}

function jsonFieldOf(route: string): Target["jsonField"] {
  const field = MULTIPART_JSON_FIELDS[route];
  const schema = field && jsonSchemaOf(field.schema);
  return field && schema ? { name: field.name, schema } : undefined;
}

/** Better Auth's endpoints, each with the zod schemas it validates its body and query by. */
export function authTargets(auth: Auth): Target[] {
  const targets: Target[] = [];
  for (const endpoint of Object.values(auth.api) as Array<{
    path?: string;
    options?: { method?: string | string[]; body?: unknown; query?: unknown };
  }>) {
    if (!endpoint.path || !endpoint.options?.method) continue;
    for (const method of [endpoint.options.method].flat()) {
      if (method === "*") continue;
      const params = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
      targets.push({
        method,
        path: `/api/auth${endpoint.path.replace(/:(\w+)/g, "{$1}")}`,
        params,
        query: jsonSchemaOf(endpoint.options.query),
        body: method === "GET" ? undefined : jsonSchemaOf(endpoint.options.body),
        multipart: false,
        signedOutOnly: SESSION_ENDING.has(endpoint.path),
      });
    }
  }
  return targets;
}

/** Routes outside both lists: probes, and paths nobody serves. */
export const EXTRA_TARGETS: Target[] = [
  "/healthz",
  "/readyz",
  "/api/nothing-here",
  "/api",
  "/",
].map((path) => ({
  method: "GET",
  path,
  params: [],
  query: undefined,
  body: undefined,
  multipart: false,
  signedOutOnly: false,
}));
