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
