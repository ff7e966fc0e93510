import { type DriverCycle, messages, RecordLoadInputSchema } from "@haulwise/domain";
import { Loader2Icon, TicketIcon } from "lucide-react";
import type * as React from "react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, fieldA11y } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/api-error";
import { randomUuid } from "@/lib/offline/random-id";
import { toast } from "@/lib/toast";
import { useMyCycles } from "../api/get-my-cycles";
import { useRecordLoad } from "../api/record-load";

const m = messages.siteScreens;

/**
 * After a dump, the driver's "Load delivered at Maple Street fill — add ticket": the ticket
 * number and weight, one tap, through the outbox when there is no signal. The ticket is
 * recorded now, so the server links it to the cycle that just ended.
 */
export function AddTicketPrompt({ jobId }: { jobId: string }) {
  const cycles = useMyCycles();
  const [done, setDone] = useState<string[]>([]);
  const cycle = cycles.data?.cycles.find(
    (candidate) =>
      candidate.jobId === jobId && candidate.loadId === null && !done.includes(candidate.id),
  );
  if (!cycle) return null;
  return (
    <TicketForCycle
      key={cycle.id}
      cycle={cycle}
      onDone={() => setDone((list) => [...list, cycle.id])}
    />
  );
}

function TicketForCycle({ cycle, onDone }: { cycle: DriverCycle; onDone: () => void }) {
  const record = useRecordLoad();
  const [ticketNumber, setTicketNumber] = useState("");
  const [weight, setWeight] = useState("");
  const [error, setError] = useState<string | null>(null);
  const heading = messages.cycles.loadDelivered(cycle.dumpSiteName);
  const id = `cycle-${cycle.id}`;

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    const ticket = {
      id: randomUuid(),
      jobId: cycle.jobId,
      stage: "completed" as const,
      materialType: "",
      quantity: weight,
      quantityUnit: "tons" as const,
      ticketNumber,
      recordedAt: new Date().toISOString(),
    };
    const checked = RecordLoadInputSchema.safeParse(ticket);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? m.saveFailed);
      return;
    }
    setError(null);
    try {
      const load = await record.mutateAsync({
        ticket,
        label: m.ticketLabel(cycle.dumpSiteName),
      });
      if (load) toast.success(messages.loads.recorded(load.loadNumber));
      else toast.info(messages.loads.queued);
      onDone();
    } catch (failure) {
      setError(errorMessage(failure, m.saveFailed));
    }
  }

  return (
    <form
      onSubmit={handleSubmit}
      aria-labelledby={`${id}-heading`}
      className="grid gap-3 rounded-xl border-2 border-primary/40 bg-primary/5 p-4"
    >
      <h2 id={`${id}-heading`} className="flex items-center gap-2 font-semibold">
        <TicketIcon aria-hidden="true" className="size-5 text-primary" />
        {heading}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={`${id}-ticket`} label={m.ticketNumber}>
          <Input
            {...fieldA11y(`${id}-ticket`, undefined)}
            value={ticketNumber}
            autoComplete="off"
            onChange={(event) => setTicketNumber(event.target.value)}
          />
        </Field>
        <Field id={`${id}-weight`} label={m.weight}>
          <Input
            {...fieldA11y(`${id}-weight`, undefined)}
            inputMode="decimal"
            value={weight}
            onChange={(event) => setWeight(event.target.value)}
          />
        </Field>
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={record.isPending}>
          {record.isPending ? <Loader2Icon aria-hidden="true" className="animate-spin" /> : null}
          {m.addTicket}
        </Button>
      </div>
    </form>
  );
}
