import { type ApprovalTicket, localDayOf, messages } from "@haulwise/domain";
import { ArrowLeftIcon, CheckCheckIcon, ClipboardCheckIcon, Loader2Icon } from "lucide-react";
import { useId } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { PromptDialog } from "@/components/prompt-dialog";
import { QueryError } from "@/components/query-error";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-error";
import { clock } from "@/lib/clock";
import { formatTimeInZone, localQuantity } from "@/lib/format";
import { t, translateMessage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useApproveUnflagged } from "../api/approve-unflagged";
import { useApprovalDay } from "../api/get-approval-day";
import { useReviewHours } from "../api/review-hours";
import { TicketActions } from "../components/ticket-actions";

const stateVariant = { pending: "warning", approved: "success", sent_back: "info" } as const;

const stateWords = (state: keyof typeof stateVariant) =>
  translateMessage(messages.approvals.states[state] ?? state);

function TicketRow({ ticket, timeZone }: { ticket: ApprovalTicket; timeZone: string }) {
  const voided = ticket.status === "voided";
  return (
    <tr className={voided ? "border-t text-muted-foreground line-through" : "border-t align-top"}>
      <th scope="row" className="px-3 py-2 text-left font-medium">
        #{ticket.loadNumber}
      </th>
      <td className="px-3 py-2">{ticket.ticketNumber ?? "—"}</td>
      <td className="px-3 py-2">{ticket.driverName}</td>
      <td className="px-3 py-2">{ticket.truck ? `#${ticket.truck.truckNumber}` : "—"}</td>
      <td className="px-3 py-2">{localQuantity(ticket.quantity, ticket.quantityUnit)}</td>
      <td className="px-3 py-2">
        {ticket.completedAt ? formatTimeInZone(ticket.completedAt, timeZone) : "—"}
      </td>
      <td className="px-3 py-2">
        {voided ? (
          <Badge variant="muted">{translateMessage(messages.approvals.voidedBadge)}</Badge>
        ) : (
          <Badge variant={stateVariant[ticket.approval]}>{stateWords(ticket.approval)}</Badge>
        )}
        {ticket.invoiceNumber !== null ? (
          <p className="mt-1 text-xs text-muted-foreground">
            {t("messages.billingScreens.onInvoice", { n: ticket.invoiceNumber })}
          </p>
        ) : null}
        {ticket.approvalNote ? (
          <p className="mt-1 text-xs">
            {t("messages.approvals.sentBackNotice", { note: ticket.approvalNote })}
          </p>
        ) : null}
      </td>
      <td className="px-3 py-2">
        {ticket.flags.length === 0 || voided ? (
          <span className="text-muted-foreground">
            {voided ? "" : translateMessage(messages.approvals.noFlags)}
          </span>
        ) : (
          <ul className="grid gap-1">
            {ticket.flags.map((flag) => (
              <li key={flag.kind} className="font-medium text-amber-900 dark:text-amber-300">
                <span aria-hidden="true">⚑ </span>
                {translateMessage(flag.message)}
              </li>
            ))}
          </ul>
        )}
      </td>
      <td className="px-3 py-2">
        <TicketActions ticket={ticket} />
      </td>
    </tr>
  );
}

/** /jobs/{jobId}/approval?day=: a job's day on one screen, approved by exception. */
export function ApprovalDayRoute() {
  const { jobId = "" } = useParams();
  const [params, setParams] = useSearchParams();
  const dayId = useId();
  const day =
    params.get("day") ?? localDayOf(clock.now(), Intl.DateTimeFormat().resolvedOptions().timeZone);
  const answer = useApprovalDay(jobId, day);
  const approveAll = useApproveUnflagged(jobId, day);
  const hours = useReviewHours();

  async function handleApproveAll() {
    try {
      const result = await approveAll.mutateAsync();
      toast.success(t("messages.approvals.approveAllDone", { n: result.approved }));
    } catch (error) {
      toast.error(errorMessage(error, messages.http.requestFailed));
    }
  }

  return (
    <div className="grid gap-6">
      <Button asChild variant="ghost" size="sm" className="-ml-2 w-fit">
        <Link to="/approvals">
          <ArrowLeftIcon aria-hidden="true" />
          {translateMessage(messages.approvals.overviewHeading)}
        </Link>
      </Button>
      <PageHeader
        title={translateMessage(messages.approvals.heading)}
        description={
          answer.data
            ? `${answer.data.job.title} (${answer.data.job.jobNumber}) · ${t(
                "messages.approvals.counts",
                answer.data.counts,
              )}`
            : undefined
        }
        descriptionPending={answer.isPending}
        actions={
          <Button onClick={handleApproveAll} disabled={approveAll.isPending || !answer.data}>
            {approveAll.isPending ? (
              <Loader2Icon aria-hidden="true" className="animate-spin" />
            ) : (
              <CheckCheckIcon aria-hidden="true" />
            )}
            {translateMessage(messages.approvals.approveAll)}
          </Button>
        }
      />
      <div className="grid max-w-xs gap-2">
        <Label htmlFor={dayId}>{translateMessage(messages.approvals.day)}</Label>
        <Input
          id={dayId}
          type="date"
          value={day}
          onChange={(event) => event.target.value && setParams({ day: event.target.value })}
        />
      </div>
      {answer.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : answer.isError ? (
        <QueryError
          message={errorMessage(answer.error, messages.http.requestFailed)}
          onRetry={() => void answer.refetch()}
        />
      ) : answer.data.tickets.length === 0 ? (
        <EmptyState
          icon={ClipboardCheckIcon}
          title={translateMessage(messages.approvals.noTickets)}
        />
      ) : (
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full min-w-[900px] text-sm">
            <caption className="sr-only">
              {t("approvals.dayCaption", { day: answer.data.day })}
            </caption>
            <thead className="bg-muted/50 text-left">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {translateMessage(messages.billingScreens.load)}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {translateMessage(messages.approvals.ticket)}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {translateMessage(messages.approvals.driver)}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {translateMessage(messages.approvals.truck)}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {translateMessage(messages.approvals.quantity)}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {translateMessage(messages.approvals.delivered)}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {translateMessage(messages.approvals.status)}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {translateMessage(messages.approvals.flagsHeading)}
                </th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">
                    {translateMessage(messages.billingScreens.actions)}
                  </span>
                </th>
              </tr>
            </thead>
            <tbody>
              {answer.data.tickets.map((ticket) => (
                <TicketRow key={ticket.id} ticket={ticket} timeZone={answer.data.timeZone} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {answer.data && answer.data.unticketedCycles.length > 0 ? (
        <section className="grid gap-2">
          <h2 className="text-lg font-semibold">
            {translateMessage(messages.approvals.cyclesHeading)}
          </h2>
          <ul className="grid gap-1 text-sm">
            {answer.data.unticketedCycles.map((cycle) => (
              <li key={cycle.id} className="font-medium text-amber-900 dark:text-amber-300">
                <span aria-hidden="true">⚑ </span>
                {translateMessage(cycle.message)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {answer.data && answer.data.hours.length > 0 ? (
        <section className="grid gap-2">
          <h2 className="text-lg font-semibold">
            {translateMessage(messages.approvals.hoursHeading)}
          </h2>
          <ul className="grid gap-2">
            {answer.data.hours.map((entry) => (
              <li
                key={entry.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3 text-sm"
              >
                <span>
                  <span className="font-medium">{entry.driverName}</span>:{" "}
                  {t("messages.billingScreens.hoursOfDriver", {
                    hours: entry.hours,
                    loads: entry.loadsReported,
                  })}{" "}
                  <Badge variant={stateVariant[entry.approval]}>{stateWords(entry.approval)}</Badge>
                </span>
                {entry.approval === "approved" ? null : (
                  <span className="flex gap-2">
                    <Button
                      size="sm"
                      aria-label={t("approvals.approveHoursOf", { name: entry.driverName })}
                      onClick={async () => {
                        try {
                          await hours.mutateAsync({ entryId: entry.id, note: null });
                          toast.success(
                            t("messages.approvals.hoursApproved", { name: entry.driverName }),
                          );
                        } catch (error) {
                          toast.error(errorMessage(error, messages.http.requestFailed));
                        }
                      }}
                    >
                      {translateMessage(messages.approvals.approve)}
                    </Button>
                    <PromptDialog
                      trigger={
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={t("approvals.sendBackHoursOf", { name: entry.driverName })}
                        >
                          {translateMessage(messages.approvals.sendBack)}
                        </Button>
                      }
                      title={t("approvals.sendBackTitle", { name: entry.driverName })}
                      label={translateMessage(messages.approvals.sendBackNote)}
                      confirmLabel={translateMessage(messages.approvals.sendBack)}
                      onConfirm={async (note) => {
                        try {
                          await hours.mutateAsync({ entryId: entry.id, note });
                          toast.success(
                            t("messages.approvals.hoursSentBack", { name: entry.driverName }),
                          );
                          return null;
                        } catch (error) {
                          return errorMessage(error, messages.http.requestFailed);
                        }
                      }}
                    />
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
