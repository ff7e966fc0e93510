import { type ApprovalTicket, formatQuantity, localDayOf, messages } from "@haulwise/domain";
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
import { formatTimeInZone } from "@/lib/format";
import { toast } from "@/lib/toast";
import { useApproveUnflagged } from "../api/approve-unflagged";
import { useApprovalDay } from "../api/get-approval-day";
import { useReviewHours } from "../api/review-hours";
import { TicketActions } from "../components/ticket-actions";

const m = messages.approvals;
const s = messages.billingScreens;

const stateVariant = { pending: "warning", approved: "success", sent_back: "info" } as const;

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
      <td className="px-3 py-2">{formatQuantity(ticket.quantity, ticket.quantityUnit)}</td>
      <td className="px-3 py-2">
        {ticket.completedAt ? formatTimeInZone(ticket.completedAt, timeZone) : "—"}
      </td>
      <td className="px-3 py-2">
        {voided ? (
          <Badge variant="muted">{m.voidedBadge}</Badge>
        ) : (
          <Badge variant={stateVariant[ticket.approval]}>{m.states[ticket.approval]}</Badge>
        )}
        {ticket.invoiceNumber !== null ? (
          <p className="mt-1 text-xs text-muted-foreground">{s.onInvoice(ticket.invoiceNumber)}</p>
        ) : null}
        {ticket.approvalNote ? (
          <p className="mt-1 text-xs">{m.sentBackNotice(ticket.approvalNote)}</p>
        ) : null}
      </td>
      <td className="px-3 py-2">
        {ticket.flags.length === 0 || voided ? (
          <span className="text-muted-foreground">{voided ? "" : m.noFlags}</span>
        ) : (
          <ul className="grid gap-1">
            {ticket.flags.map((flag) => (
              <li key={flag.kind} className="font-medium text-amber-900 dark:text-amber-300">
                <span aria-hidden="true">⚑ </span>
                {flag.message}
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
      toast.success(m.approveAllDone(result.approved));
    } catch (error) {
      toast.error(errorMessage(error, messages.http.requestFailed));
    }
  }

  return (
    <div className="grid gap-6">
      <Button asChild variant="ghost" size="sm" className="-ml-2 w-fit">
        <Link to="/approvals">
          <ArrowLeftIcon aria-hidden="true" />
          {m.overviewHeading}
        </Link>
      </Button>
      <PageHeader
        title={m.heading}
        description={
          answer.data
            ? `${answer.data.job.title} (${answer.data.job.jobNumber}) · ${m.counts(
                answer.data.counts.total,
                answer.data.counts.flagged,
                answer.data.counts.approved,
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
            {m.approveAll}
          </Button>
        }
      />
      <div className="grid max-w-xs gap-2">
        <Label htmlFor={dayId}>{m.day}</Label>
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
        <EmptyState icon={ClipboardCheckIcon} title={m.noTickets} />
      ) : (
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full min-w-[900px] text-sm">
            <caption className="sr-only">
              {m.heading} {answer.data.day}
            </caption>
            <thead className="bg-muted/50 text-left">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {s.load}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {m.ticket}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {m.driver}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {m.truck}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {m.quantity}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {m.delivered}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {m.status}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {m.flagsHeading}
                </th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">{s.actions}</span>
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
          <h2 className="text-lg font-semibold">{m.cyclesHeading}</h2>
          <ul className="grid gap-1 text-sm">
            {answer.data.unticketedCycles.map((cycle) => (
              <li key={cycle.id} className="font-medium text-amber-900 dark:text-amber-300">
                <span aria-hidden="true">⚑ </span>
                {cycle.message}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {answer.data && answer.data.hours.length > 0 ? (
        <section className="grid gap-2">
          <h2 className="text-lg font-semibold">{m.hoursHeading}</h2>
          <ul className="grid gap-2">
            {answer.data.hours.map((entry) => (
              <li
                key={entry.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3 text-sm"
              >
                <span>
                  <span className="font-medium">{entry.driverName}</span>:{" "}
                  {s.hoursOfDriver(entry.hours, entry.loadsReported)}{" "}
                  <Badge variant={stateVariant[entry.approval]}>{m.states[entry.approval]}</Badge>
                </span>
                {entry.approval === "approved" ? null : (
                  <span className="flex gap-2">
                    <Button
                      size="sm"
                      aria-label={`${m.approve} ${entry.driverName}'s hours`}
                      onClick={async () => {
                        try {
                          await hours.mutateAsync({ entryId: entry.id, note: null });
                          toast.success(m.hoursApproved(entry.driverName));
                        } catch (error) {
                          toast.error(errorMessage(error, messages.http.requestFailed));
                        }
                      }}
                    >
                      {m.approve}
                    </Button>
                    <PromptDialog
                      trigger={
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={`${m.sendBack} ${entry.driverName}'s hours`}
                        >
                          {m.sendBack}
                        </Button>
                      }
                      title={`${m.sendBack}: ${entry.driverName}`}
                      label={m.sendBackNote}
                      confirmLabel={m.sendBack}
                      onConfirm={async (note) => {
                        try {
                          await hours.mutateAsync({ entryId: entry.id, note });
                          toast.success(m.hoursSentBack(entry.driverName));
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
