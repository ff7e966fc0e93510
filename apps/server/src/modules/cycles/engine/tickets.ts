import { CYCLES } from "@haulwise/domain";

/**
 * Linking tickets to cycles: a ticket of the job and driver whose delivery time lies between
 * the cycle's arrival at the load site and 15 minutes after its departure from the dump
 * belongs to it, and a cycle keeps at most one ticket. Where windows overlap (a quick return
 * trip), tickets are taken in time order and each goes to the open cycle whose window closes
 * first: the matching that links the most tickets.
 */

export type LinkableCycle = {
  id: string;
  jobId: string;
  driverId: string;
  loadArrivedAt: number;
  dumpDepartedAt: number;
};

export type LinkableTicket = {
  id: string;
  jobId: string;
  driverId: string | null;
  deliveredAt: number;
};

/** The ticket linked to each cycle that has one, by cycle id. */
export function linkTickets(
  cycles: readonly LinkableCycle[],
  tickets: readonly LinkableTicket[],
): Map<string, string> {
  const links = new Map<string, string>();
  // Grouped by job, then driver: nested maps, so no key is built per cycle or ticket.
  const groups = new Map<
    string,
    Map<string, { cycles: LinkableCycle[]; tickets: LinkableTicket[] }>
  >();
  const groupOf = (jobId: string, driverId: string) => {
    let byDriver = groups.get(jobId);
    if (!byDriver) {
      byDriver = new Map();
      groups.set(jobId, byDriver);
    }
    let group = byDriver.get(driverId);
    if (!group) {
      group = { cycles: [], tickets: [] };
      byDriver.set(driverId, group);
    }
    return group;
  };
  for (const cycle of cycles) groupOf(cycle.jobId, cycle.driverId).cycles.push(cycle);
  for (const ticket of tickets) {
    if (ticket.driverId !== null) groupOf(ticket.jobId, ticket.driverId).tickets.push(ticket);
  }
  for (const group of [...groups.values()].flatMap((byDriver) => [...byDriver.values()])) {
    if (group.cycles.length === 0 || group.tickets.length === 0) continue;
    const windows = group.cycles
      .map((cycle) => ({
        id: cycle.id,
        start: cycle.loadArrivedAt,
        end: cycle.dumpDepartedAt + CYCLES.ticketGraceMs,
      }))
      .sort((a, b) => a.start - b.start || (a.id < b.id ? -1 : 1));
    const ordered = [...group.tickets].sort(
      (a, b) => a.deliveredAt - b.deliveredAt || (a.id < b.id ? -1 : 1),
    );
    // Windows that have opened and not yet been used, earliest closing first.
    const open: typeof windows = [];
    let next = 0;
    for (const ticket of ordered) {
      while (next < windows.length && windows[next]!.start <= ticket.deliveredAt) {
        open.push(windows[next]!);
        next++;
      }
      open.sort((a, b) => a.end - b.end || (a.id < b.id ? -1 : 1));
      while (open.length > 0 && open[0]!.end < ticket.deliveredAt) open.shift();
      const window = open.shift();
      if (window) links.set(window.id, ticket.id);
    }
  }
  return links;
}
