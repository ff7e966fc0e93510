import { type DriverCycle, messages, RecordLoadInputSchema, topics } from "@haulwise/domain";
import { TicketIcon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useMe } from "@/api/get-me";
import { SubmitButton } from "@/components/ui/button";
import { FieldError, FormField } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { errorMessage, isApiError } from "@/lib/api-error";
import { clock } from "@/lib/clock";
import { applyServerIssues } from "@/lib/form-issues";
import { t } from "@/lib/i18n";
import { randomUuid } from "@/lib/offline/random-id";
import { useRealtimeTopic } from "@/lib/realtime/realtime-provider";
import { toast } from "@/lib/toast";
import { useMyCycles } from "../api/get-my-cycles";
import { useRecordLoad } from "../api/record-load";
import { quantityOf } from "./quantity-fields";

const m = messages.siteScreens;

type Values = { ticketNumber: string; quantity: string };
const fields = ["ticketNumber", "quantity"] as const;

/**
 * After a dump, the driver's "Load delivered at Maple Street fill — add ticket": the ticket
 * number and weight, one tap, through the outbox when there is no signal. The ticket names
 * its cycle, so the server links it however late the outbox sends it.
 */
export function AddTicketPrompt({ jobId }: { jobId: string }) {
  const me = useMe();
  const driverId = me.data?.user.id ?? null;
  // A counted load reaches the phone as it is counted; the minute's refresh is the fallback.
  useRealtimeTopic(driverId ? topics.userCycles(driverId) : null);
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
  const form = useForm<Values>({ defaultValues: { ticketNumber: "", quantity: "" } });
  const heading = messages.cycles.loadDelivered(cycle.dumpSiteName);
  const id = `cycle-${cycle.id}`;

  async function handleSubmit(values: Values) {
    const ticket = {
      id: randomUuid(),
      jobId: cycle.jobId,
      cycleId: cycle.id,
      stage: "completed" as const,
      materialType: "",
      quantity: quantityOf(values.quantity),
      quantityUnit: "tons" as const,
      ticketNumber: values.ticketNumber,
      recordedAt: clock.now().toISOString(),
    };
    const checked = RecordLoadInputSchema.safeParse(ticket);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = fields.find((name) => name === issue.path[0]);
        form.setError(field ?? "root", { message: issue.message });
      }
      return;
    }
    try {
      const load = await record.mutateAsync({ ticket, label: m.ticketLabel(cycle.dumpSiteName) });
      if (load) toast.success(t("messages.loads.recorded", { n: load.loadNumber }));
      else toast.info(messages.loads.queued);
      onDone();
    } catch (failure) {
      const placed =
        isApiError(failure) && applyServerIssues(form.setError, failure.issues, fields);
      if (!placed) form.setError("root", { message: errorMessage(failure, m.saveFailed) });
    }
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(handleSubmit)}
      aria-labelledby={`${id}-heading`}
      className="grid gap-3 rounded-xl border-2 border-primary/40 bg-primary/5 p-4"
    >
      <h2 id={`${id}-heading`} className="flex items-center gap-2 font-semibold">
        <TicketIcon aria-hidden="true" className="size-5 text-primary" />
        {heading}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField form={form} name="ticketNumber" id={`${id}-ticket`} label={m.ticketNumber}>
          {(control) => <Input {...control} autoComplete="off" />}
        </FormField>
        <FormField form={form} name="quantity" id={`${id}-weight`} label={m.weight}>
          {(control) => <Input {...control} inputMode="decimal" />}
        </FormField>
      </div>
      <FieldError message={form.formState.errors.root?.message} />
      <div>
        <SubmitButton pending={record.isPending}>{m.addTicket}</SubmitButton>
      </div>
    </form>
  );
}
