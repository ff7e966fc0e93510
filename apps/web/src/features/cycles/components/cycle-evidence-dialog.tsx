import { type CycleEvidence, messages } from "@haulwise/domain";
import type * as React from "react";
import { QueryError } from "@/components/query-error";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { errorMessage } from "@/lib/api-error";
import { formatTimeInZone } from "@/lib/format";
import { t, translateMessage } from "@/lib/i18n";
import { useCycleEvidence } from "../api/get-cycle-evidence";

const words = messages.cycles.durationWords;

/**
 * Why a load was counted: each visit (where, when the truck crossed in and out, how long it
 * stayed against the site's minimum), the fixes that placed it, its ticket, and the map the
 * page gives (`map`) drawing the fences and the fixes.
 */
export function CycleEvidenceDialog({
  jobId,
  cycleId,
  onClose,
  map,
  timeZone,
}: {
  jobId: string;
  cycleId: string | null;
  onClose: () => void;
  /** The company's zone, the times are read in. */
  timeZone?: string;
  map?: (evidence: CycleEvidence) => React.ReactNode;
}) {
  const evidence = useCycleEvidence(jobId, cycleId);
  const data = evidence.data;
  return (
    <Dialog open={cycleId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[calc(100svh-2rem)] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>
            {data
              ? t("messages.cycleScreens.evidenceTitle", { driver: data.driver.name })
              : translateMessage(messages.cycleScreens.evidence)}
          </DialogTitle>
          <DialogDescription>
            {translateMessage(messages.cycleScreens.evidenceHelp)}
          </DialogDescription>
        </DialogHeader>
        {evidence.isError ? (
          <QueryError
            message={errorMessage(evidence.error, messages.cycleScreens.evidenceFailed)}
            onRetry={() => evidence.refetch()}
          />
        ) : !data ? (
          <p className="text-sm text-muted-foreground">
            {translateMessage(messages.guard.loading)}
          </p>
        ) : (
          <div className="grid gap-4">
            <ul className="grid gap-3 text-sm">
              {data.visits.map((visit) => (
                <li key={`${visit.role}-${visit.arrivedAt}`} className="rounded-lg border p-3">
                  <p className="font-medium">
                    {t("messages.cycleScreens.visitLine", {
                      role: visit.role,
                      site: visit.siteName,
                      arrived: formatTimeInZone(visit.arrivedAt, timeZone),
                      departed: formatTimeInZone(visit.departedAt, timeZone),
                      stayed: words(visit.dwellSeconds),
                      minimum: words(visit.minDwellSeconds),
                    })}
                  </p>
                  <p className="text-muted-foreground">
                    {visit.inferred
                      ? translateMessage(messages.cycleScreens.visitInferred)
                      : t("messages.cycleScreens.visitFixes", {
                          fixes: visit.fixes.length,
                          inside: visit.fixes.filter((fix) => fix.inside).length,
                          ignored: visit.fixes.filter((fix) => fix.ignored).length,
                        })}
                  </p>
                </li>
              ))}
            </ul>
            <p className="text-sm font-medium">
              {data.ticket
                ? data.ticket.ticketNumber
                  ? t("cycles.evidenceTicket", {
                      n: data.ticket.loadNumber,
                      ticket: data.ticket.ticketNumber,
                    })
                  : t("cycles.evidenceTicketNoNumber", { n: data.ticket.loadNumber })
                : translateMessage(messages.cycleScreens.evidenceNoTicket)}
            </p>
            {map?.(data)}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
