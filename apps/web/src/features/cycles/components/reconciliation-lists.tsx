import { type Cycle, messages, type Reconciliation } from "@haulwise/domain";
import type * as React from "react";
import { memo } from "react";
import { QueryError } from "@/components/query-error";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-error";
import { t, translateMessage } from "@/lib/i18n";
import { SKIP_WHILE_OFFSCREEN } from "./offscreen";
import { ShortList } from "./short-list";

type CycleListProps = {
  label: string;
  cycles: readonly Cycle[];
  driverName: (driverId: string) => string;
  formatTime: (iso: string) => string;
  onShowEvidence: (cycleId: string) => void;
};

/** A titled list, or what to say when it has nothing in it. */
function ListSection({
  title,
  empty,
  children,
}: {
  title: string;
  empty: string;
  children: React.ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <h4 className="text-sm font-medium">{title}</h4>
      {children ?? <p className="text-sm text-muted-foreground">{empty}</p>}
    </div>
  );
}

/** Counted loads, each with the button that opens how it was counted. */
function CycleList({ label, cycles, driverName, formatTime, onShowEvidence }: CycleListProps) {
  return (
    <ShortList
      label={label}
      items={cycles}
      keyOf={(cycle) => cycle.id}
      className={SKIP_WHILE_OFFSCREEN}
    >
      {(cycle) => (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span>
            {t("messages.cycleScreens.cycleLine", {
              driver: driverName(cycle.driverId),
              loadedAt: formatTime(cycle.load.arrivedAt),
              dumpedAt: formatTime(cycle.dump.departedAt),
            })}
            {cycle.inferred ? (
              <span className="text-muted-foreground">
                {" "}
                · {translateMessage(messages.cycleScreens.inferredMark)}
              </span>
            ) : null}
          </span>
          <Button
            variant="outline"
            size="sm"
            aria-label={t("messages.cycleScreens.evidenceFor", {
              driver: driverName(cycle.driverId),
              loadedAt: formatTime(cycle.load.arrivedAt),
            })}
            onClick={() => onShowEvidence(cycle.id)}
          >
            {translateMessage(messages.cycleScreens.evidence)}
          </Button>
        </div>
      )}
    </ShortList>
  );
}

/**
 * Counted loads nobody ticketed (money not yet billed), tickets no counted load explains, and
 * the counted loads that have their ticket: every counted load's evidence is one tap away,
 * also after its ticket is in (a disputed ticket is settled from it).
 */
export const ReconciliationLists = memo(function ReconciliationLists({
  reconciliation,
  ticketed,
  error,
  onRetry,
  driverName,
  formatTime,
  onShowEvidence,
}: {
  reconciliation: Reconciliation | null;
  /** The day's counted loads that have a ticket linked. */
  ticketed: readonly Cycle[];
  error: unknown;
  onRetry: () => void;
  driverName: (driverId: string) => string;
  formatTime: (iso: string) => string;
  /** Opens the visits and fixes that counted a load. */
  onShowEvidence: (cycleId: string) => void;
}) {
  if (error) {
    return (
      <QueryError
        message={errorMessage(error, messages.cycleScreens.reconciliationFailed)}
        onRetry={onRetry}
      />
    );
  }
  if (!reconciliation) return null;
  const { totals } = reconciliation;
  const cycles = reconciliation.days.flatMap((day) => day.cyclesWithoutTicket);
  const tickets = reconciliation.days.flatMap((day) => day.ticketsWithoutCycle);
  return (
    <section aria-labelledby="reconciliation-heading" className="grid gap-3">
      <h3 id="reconciliation-heading" className="font-semibold">
        {translateMessage(messages.cycleScreens.reconciliation)}
      </h3>
      <p className="text-sm">{t("messages.cycleScreens.reconciliationSummary", totals)}</p>
      <div className="grid gap-4 md:grid-cols-2">
        <ListSection
          title={t("messages.cycleScreens.cyclesWithoutTicket", { count: cycles.length })}
          empty={translateMessage(messages.cycleScreens.allTicketed)}
        >
          {cycles.length > 0 ? (
            <CycleList
              label={t("messages.cycleScreens.cyclesWithoutTicket", { count: cycles.length })}
              cycles={cycles}
              driverName={driverName}
              formatTime={formatTime}
              onShowEvidence={onShowEvidence}
            />
          ) : null}
        </ListSection>
        <ListSection
          title={t("messages.cycleScreens.ticketsWithoutCycle", { count: tickets.length })}
          empty={translateMessage(messages.cycleScreens.allExplained)}
        >
          {tickets.length > 0 ? (
            <ShortList
              label={t("messages.cycleScreens.ticketsWithoutCycle", { count: tickets.length })}
              items={tickets}
              keyOf={(ticket) => ticket.id}
              className={SKIP_WHILE_OFFSCREEN}
            >
              {(ticket) =>
                ticket.ticketNumber
                  ? t("cycles.ticketLine", {
                      n: ticket.loadNumber,
                      ticket: ticket.ticketNumber,
                      driver: ticket.driverName,
                      at: formatTime(ticket.completedAt),
                    })
                  : t("cycles.ticketLineNoNumber", {
                      n: ticket.loadNumber,
                      driver: ticket.driverName,
                      at: formatTime(ticket.completedAt),
                    })
              }
            </ShortList>
          ) : null}
        </ListSection>
      </div>
      <ListSection
        title={t("messages.cycleScreens.cyclesWithTicket", { count: ticketed.length })}
        empty={translateMessage(messages.cycleScreens.noneTicketed)}
      >
        {ticketed.length > 0 ? (
          <CycleList
            label={t("messages.cycleScreens.cyclesWithTicket", { count: ticketed.length })}
            cycles={ticketed}
            driverName={driverName}
            formatTime={formatTime}
            onShowEvidence={onShowEvidence}
          />
        ) : null}
      </ListSection>
    </section>
  );
});
