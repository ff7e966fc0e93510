/** The last delivery day of a job on one kind of issued document (or null). */
export type SettledThrough = (jobId: string) => Promise<string | null>;

/**
 * The documents that settle a job's past days (issued invoices, issued pay statements).
 * Invoicing and pay register here when the app is composed, so a rate never starts on a day
 * already settled without rates depending on them.
 */
export function createSettlements() {
  const sources: SettledThrough[] = [];
  return {
    add(source: SettledThrough) {
      sources.push(source);
    },
    /** The latest day any registered document has settled for this job. */
    async settledThrough(jobId: string): Promise<string | null> {
      const days = await Promise.all(sources.map((source) => source(jobId)));
      return days.reduce<string | null>(
        (last, day) => (day && (!last || day > last) ? day : last),
        null,
      );
    },
  };
}

export type Settlements = ReturnType<typeof createSettlements>;
