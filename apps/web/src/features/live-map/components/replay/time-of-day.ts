/**
 * "07:12:30" in the company's time zone, for a moment in ms: the replay's clock, its stops and
 * visits. The formatter is built once per zone; the frame loop calls it once a second of play.
 */
export function clockTimeIn(timeZone: string): (t: number) => string {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
  } catch {
    format = new Intl.DateTimeFormat("en-GB", {
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
  }
  return (t) => format.format(t);
}

/** "07:12" of the same clock, for lists. */
export const minutesOf = (text: string) => text.slice(0, 5);
