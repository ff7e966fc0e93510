/**
 * PostgreSQL prints a timestamptz as "2026-11-28 09:01:02.5+00" (DateStyle ISO, the session's
 * zone). The application keeps instants as ISO strings with milliseconds, so a UTC value is
 * rewritten as text directly: the default parser's Date, turned back into a string for every
 * row, was a large share of reading a truck's week of fixes. Any other zone, or a value this
 * shape does not cover (infinity, BC dates), goes the long way through Date.
 */
const UTC_TIMESTAMP = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;

export function isoOfPgTimestamptz(text: string): string {
  const match = UTC_TIMESTAMP.exec(text);
  if (match) {
    const millis = (match[3] ?? "").slice(0, 3).padEnd(3, "0");
    return `${match[1]}T${match[2]}.${millis}Z`;
  }
  const parsed = new Date(text.replace(" ", "T").replace(/([+-]\d{2})$/, "$1:00"));
  return Number.isNaN(parsed.getTime()) ? text : parsed.toISOString();
}

export const TIMESTAMPTZ_OID = 1184;
