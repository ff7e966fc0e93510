import fc from "fast-check";

/** Strings that have broken web servers: NUL, traversal, injection, odd Unicode, sheer size. */
export const HOSTILE_STRINGS = [
  "",
  " ",
  "\u0000",
  "abc\u0000def",
  "../../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "%2e%2e%2f%2e%2e%2f",
  "<script>alert(1)</script>",
  "' OR '1'='1' --",
  '"; drop table users; --',
  "\r\nSet-Cookie: stolen=1",
  "\u202etxt.exe",
  "\ud800",
  "\uffff\ufffe",
  "𝕳𝖆𝖚𝖑 🚚",
  "NaN",
  "Infinity",
  "-1",
  "1e400",
  "__proto__",
  "constructor",
  "null",
  "[]",
  "{}",
  "x".repeat(201),
  "y".repeat(10_000),
  "é".repeat(70_000),
  "0000-01-01",
  "9999-12-31",
  "0000-01-01T00:00:00Z",
  "9999-12-31T23:59:59.999Z",
  "+275760-09-13T00:00:00Z",
] as const;

export const HOSTILE_NUMBERS = [
  0,
  -0,
  -1,
  0.5,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 63),
  1e308,
  -1e308,
  Number.MIN_VALUE,
] as const;

/** Any value at all where a field expects something in particular. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
);

/** A well-formed body with one field changed to something hostile, a key added, or a key lost. */
export function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.nat(), fc.constantFrom("replace", "add", "remove"), hostileValue, fc.string())
    .map(([body, pick, how, value, newKey]) => {
      if (body === null || typeof body !== "object" || Array.isArray(body)) return value;
      const copy: Record<string, unknown> = { ...(body as Record<string, unknown>) };
      const keys = Object.keys(copy);
      const key = keys.length > 0 ? keys[pick % keys.length]! : newKey;
      if (how === "remove") delete copy[key];
      else copy[how === "add" ? newKey || "extra" : key] = value;
      return copy;
    });
}

export type RawBody = { payload: string | Buffer; contentType?: string };

const deep = (depth: number, open: string, close: string, inner = "1") =>
  `${open.repeat(depth)}${inner}${close.repeat(depth)}`;

/** Broken transports: what a JSON route receives from a buggy client or a hostile one. */
export const malformedJson: fc.Arbitrary<RawBody> = fc.oneof(
  fc.constantFrom<RawBody>(
    { payload: '{"email": "a@b.co",', contentType: "application/json" },
    { payload: "{'single': 'quotes'}", contentType: "application/json" },
    { payload: "", contentType: "application/json" },
    { payload: "\u0000", contentType: "application/json" },
    { payload: '{"__proto__": {"polluted": true}}', contentType: "application/json" },
    {
      payload: '{"constructor": {"prototype": {"polluted": true}}}',
      contentType: "application/json",
    },
    { payload: '{"a": "\\u0000"}', contentType: "application/json" },
    { payload: '{"\\u0000": 1}', contentType: "application/json" },
    { payload: '"just a string"', contentType: "application/json" },
    { payload: "12345678901234567890123456789", contentType: "application/json" },
    { payload: '{"a": 1e999}', contentType: "application/json" },
    { payload: '{"a": "\\ud800"}', contentType: "application/json" },
    { payload: Buffer.from([0xff, 0xfe, 0x7b, 0x00]), contentType: "application/json" },
    { payload: '{"a":1}', contentType: "application/json; charset=utf-16" },
    { payload: '{"a":1}', contentType: "text/plain" },
    { payload: "a=1&b=2", contentType: "application/x-www-form-urlencoded" },
    { payload: "<a>1</a>", contentType: "application/xml" },
    { payload: '{"a":1}', contentType: "application/vnd.api+json" },
    { payload: '{"a":1}', contentType: "image/png" },
    { payload: '{"a":1}', contentType: "application/json, text/plain" },
    { payload: '{"a":1}' },
    { payload: `{"a":"${"z".repeat(1_100_000)}"}`, contentType: "application/json" },
  ),
  fc.tuple(fc.integer({ min: 33, max: 20_000 }), fc.boolean()).map(([depth, arrays]) => ({
    payload: arrays ? deep(depth, "[", "]") : deep(depth, '{"a":', "}"),
    contentType: "application/json",
  })),
);

const BOUNDARY = "----hostile";
const filePart = (name: string, data: string | Buffer, contentType = "image/png") =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    Buffer.from(data),
    Buffer.from("\r\n"),
  ]);
const field = (name: string, value: string) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
const end = Buffer.from(`--${BOUNDARY}--\r\n`);
const multipart = `multipart/form-data; boundary=${BOUNDARY}`;

/** Uploads as they go wrong: cut short, mislabelled, overfull, or carrying hostile names. */
export function multipartBodies(realFiles: { png: Buffer; pdf: Buffer }): fc.Arbitrary<RawBody> {
  return fc.oneof(
    fc.constantFrom<RawBody>(
      { payload: Buffer.concat([filePart("a.png", realFiles.png), end]), contentType: multipart },
      {
        payload: Buffer.concat([
          field("driverId", "someone"),
          filePart("t.pdf", realFiles.pdf, "application/pdf"),
          end,
        ]),
        contentType: multipart,
      },
      { payload: filePart("a.png", realFiles.png), contentType: "multipart/form-data" },
      {
        payload: Buffer.concat([filePart("a.png", realFiles.png), end]),
        contentType: "multipart/form-data; boundary=other",
      },
      { payload: filePart("a.png", realFiles.png.subarray(0, 40)), contentType: multipart },
      {
        payload: filePart("a.png", "x"),
        contentType: `multipart/form-data; boundary=${"b".repeat(300)}`,
      },
      {
        payload: Buffer.from(`--${BOUNDARY}\r\nbroken header\r\n\r\nx\r\n--${BOUNDARY}--\r\n`),
        contentType: multipart,
      },
      {
        payload: Buffer.concat([
          filePart("a.png", realFiles.png),
          filePart("b.png", realFiles.png),
          end,
        ]),
        contentType: multipart,
      },
      {
        payload: Buffer.concat([...Array.from({ length: 30 }, (_, i) => field(`f${i}`, "v")), end]),
        contentType: multipart,
      },
      { payload: Buffer.concat([field("driverId", "a\u0000b"), end]), contentType: multipart },
      {
        payload: Buffer.concat([filePart("evil\u0000.png", realFiles.png), end]),
        contentType: multipart,
      },
      {
        payload: Buffer.concat([filePart("../../etc/passwd", realFiles.png), end]),
        contentType: multipart,
      },
      {
        payload: Buffer.concat([filePart("x.svg", "<svg><script>alert(1)</script></svg>"), end]),
        contentType: multipart,
      },
      {
        payload: Buffer.concat([filePart("a.png", "%PDF-1.4 not an image"), end]),
        contentType: multipart,
      },
      { payload: Buffer.concat([field("__proto__", "x"), end]), contentType: multipart },
      { payload: end, contentType: multipart },
      { payload: "", contentType: multipart },
    ),
    fc
      .tuple(fc.constantFrom(...HOSTILE_STRINGS), fc.uint8Array({ maxLength: 200 }))
      .map(([name, bytes]) => ({
        payload: Buffer.concat([
          field("notes", name),
          filePart(`${name.slice(0, 50)}.pdf`, Buffer.from(bytes)),
          end,
        ]),
        contentType: multipart,
      })),
  );
}

/**
 * A form whose text field carries JSON, as the load ticket does beside its photo: the JSON
 * valid, spoiled (a field made hostile, added or lost), or not JSON at all; with a real image
 * or none.
 */
export function multipartJsonBodies(
  fieldName: string,
  json: fc.Arbitrary<unknown>,
  image: Buffer,
): fc.Arbitrary<RawBody> {
  const text = fc.oneof(
    { weight: 3, arbitrary: json.map((value) => JSON.stringify(value) ?? "null") },
    { weight: 6, arbitrary: mutated(json).map((value) => JSON.stringify(value) ?? "null") },
    {
      weight: 2,
      arbitrary: malformedJson
        .filter((body) => typeof body.payload === "string" && body.payload.length < 10_000)
        .map((body) => String(body.payload)),
    },
  );
  return fc.tuple(text, fc.boolean()).map(([value, withImage]) => ({
    payload: Buffer.concat([
      field(fieldName, value),
      ...(withImage ? [filePart("ticket.png", image)] : []),
      end,
    ]),
    contentType: multipart,
  }));
}

/** Values each OsmAnd field may be sent with by a broken or hostile tracker. */
const OSMAND_HOSTILE = [
  ...HOSTILE_STRINGS.filter((value) => value.length < 300),
  "8640000000000000",
  "8640000000000001",
  "99999999999999999999",
  "1e400",
  "-1",
  "0",
  "NaN",
  "-Infinity",
  "2030-05-01 08:59:00",
  "10000-01-01T00:00:00Z",
  "-271821-04-20T00:00:00Z",
  "1,2,3",
  ",",
] as const;

const OSMAND_NUMBER_FIELDS = [
  "lat",
  "lon",
  "speed",
  "bearing",
  "heading",
  "altitude",
  "accuracy",
  "batt",
];

/**
 * A report in the OsmAnd/Traccar protocol with every field it has (`id`/`deviceid`, `lat`,
 * `lon`, `location`, `timestamp`, `speed`, `bearing`, `heading`, `altitude`, `accuracy`,
 * `batt`), each left out, plausible or hostile; the token real, or not.
 */
export function osmandFields(token: string, now: Date): fc.Arbitrary<Record<string, string>> {
  const seconds = Math.floor(now.getTime() / 1000);
  const hostile = fc.constantFrom(...OSMAND_HOSTILE);
  const number = (min: number, max: number) =>
    fc.oneof(
      { weight: 4, arbitrary: fc.double({ min, max, noNaN: true }).map(String) },
      { weight: 1, arbitrary: hostile },
    );
  const plausible: Record<string, fc.Arbitrary<string>> = {
    lat: number(-90, 90),
    lon: number(-180, 180),
    speed: number(0, 100),
    bearing: number(0, 360),
    heading: number(0, 360),
    altitude: number(-100, 5000),
    accuracy: number(0, 100),
    batt: number(0, 100),
  };
  return fc.record(
    {
      id: fc.oneof({ weight: 4, arbitrary: fc.constant(token) }, { weight: 1, arbitrary: hostile }),
      deviceid: fc.oneof(fc.constant(token), hostile),
      ...Object.fromEntries(OSMAND_NUMBER_FIELDS.map((name) => [name, plausible[name]!])),
      location: fc.oneof(
        fc.tuple(plausible.lat!, plausible.lon!).map(([lat, lon]) => `${lat},${lon}`),
        hostile,
      ),
      timestamp: fc.oneof(
        {
          weight: 3,
          arbitrary: fc.integer({ min: -600, max: 600 }).map((s) => String(seconds + s)),
        },
        {
          weight: 1,
          arbitrary: fc.integer({ min: -864_000, max: 0 }).map((s) => String((seconds + s) * 1000)),
        },
        { weight: 2, arbitrary: hostile },
      ),
    },
    { requiredKeys: [] },
  );
}

/**
 * The same report as a body: an HTML form, or Traccar Client's JSON with each value kept as
 * text, made a number, or replaced by any JSON at all.
 */
export function osmandBodies(fields: fc.Arbitrary<Record<string, string>>): fc.Arbitrary<RawBody> {
  const asJsonValue = (value: string | undefined) =>
    fc.oneof(
      fc.constant(value),
      fc.constant(value === undefined ? undefined : Number(value)),
      hostileValue,
    );
  const form = fields.map((values) => ({
    payload: new URLSearchParams(values).toString(),
    contentType: "application/x-www-form-urlencoded",
  }));
  const json = fields.chain((values) =>
    fc
      .record({
        device_id: asJsonValue(values.id),
        timestamp: asJsonValue(values.timestamp),
        latitude: asJsonValue(values.lat),
        longitude: asJsonValue(values.lon),
        accuracy: asJsonValue(values.accuracy),
        speed: asJsonValue(values.speed),
        heading: asJsonValue(values.heading),
        altitude: asJsonValue(values.altitude),
        battery: asJsonValue(values.batt),
        coords: fc.oneof(
          { weight: 5, arbitrary: fc.constant(true) },
          { weight: 1, arbitrary: hostileValue },
        ),
      })
      .map((v) => ({
        payload:
          JSON.stringify({
            device_id: v.device_id,
            location: {
              timestamp: v.timestamp,
              coords:
                v.coords === true
                  ? {
                      latitude: v.latitude,
                      longitude: v.longitude,
                      accuracy: v.accuracy,
                      speed: v.speed,
                      heading: v.heading,
                      altitude: v.altitude,
                    }
                  : v.coords,
              battery: { level: v.battery },
            },
          }) ?? "null",
        contentType: "application/json",
      })),
  );
  return fc.oneof(form, json);
}
