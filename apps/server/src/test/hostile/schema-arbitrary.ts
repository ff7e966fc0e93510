import fc from "fast-check";

/** The subset of JSON Schema that zod's `toJSONSchema` (and so the OpenAPI document) emits. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
};

/**
 * Mostly plausible times, sometimes the far ends of what the format can write (which a date
 * field must refuse clearly, not pass to a database that cannot hold them).
 */
const isoDate = fc.oneof(
  {
    weight: 5,
    arbitrary: fc
      .date({ min: new Date("1990-01-01"), max: new Date("2040-12-31"), noInvalidDate: true })
      .map((d) => d.toISOString()),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "0000-01-01T00:00:00.000Z",
      "0001-01-01T00:00:00.000Z",
      "1969-12-31T23:59:59.999Z",
      "2100-01-01T00:00:00.000Z",
      "9999-12-31T23:59:59.999Z",
    ),
  },
);

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case "email":
      return fc.emailAddress();
    case "date":
      return isoDate.map((iso) => iso.slice(0, 10));
    case "date-time":
      return isoDate;
    case "uri":
    case "url":
      return fc.webUrl();
    case "uuid":
      return fc.uuid();
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern JavaScript cannot compile falls through to plain strings.
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, minLength + 60));
  return fc.string({ minLength, maxLength, unit: "grapheme" });
}

/**
 * Values that satisfy a schema as far as its shape goes (types, lengths, ranges, enums,
 * required keys). Refinements the schema cannot express (an email typed twice, a date in the
 * future) are left to chance: those requests are still valid transport, just refused on merit.
 */
export function arbitraryFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.jsonValue({ maxDepth: 2 });
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((option) => arbitraryFor(option, depth + 1)));
  if (schema.allOf?.length) return arbitraryFor(schema.allOf[0], depth + 1);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if ("const" in schema) return fc.constant(schema.const);
  const types = schema.type === undefined ? [] : [schema.type].flat();
  const arbitraries = types.map((type) => arbitraryOfType(type, schema, depth));
  if (schema.nullable) arbitraries.push(fc.constant(null));
  if (arbitraries.length === 0) return fc.jsonValue({ maxDepth: 2 });
  return arbitraries.length === 1 ? arbitraries[0]! : fc.oneof(...arbitraries);
}

function arbitraryOfType(type: string, schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case "string":
      return stringFor(schema);
    case "integer":
      return fc.integer({
        min: Math.ceil(schema.minimum ?? (schema.exclusiveMinimum ?? -1_000_001) + 1),
        max: Math.floor(schema.maximum ?? (schema.exclusiveMaximum ?? 1_000_001) - 1),
      });
    case "number":
      return fc.double({
        min: schema.minimum ?? schema.exclusiveMinimum ?? -1e6,
        max: schema.maximum ?? schema.exclusiveMaximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(arbitraryFor(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
      });
    case "object": {
      const properties = schema.properties ?? {};
      if (Object.keys(properties).length === 0) return fc.constant({});
      return fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([key, value]) => [key, arbitraryFor(value, depth + 1)]),
        ),
        { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
      );
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
