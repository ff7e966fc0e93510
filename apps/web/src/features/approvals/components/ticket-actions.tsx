import {
  type ApprovalTicket,
  formatQuantity,
  messages,
  type QuantityUnit,
  quantityUnits,
} from "@haulwise/domain";
import { useId, useState } from "react";
import { PromptDialog } from "@/components/prompt-dialog";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { errorMessage } from "@/lib/api-error";
import { toast } from "@/lib/toast";
import { type TicketReview, useReviewTicket } from "../api/review-ticket";

const m = messages.approvals;
const s = messages.billingScreens;

/** The ticket details a correction or a replacement may change. */
function TicketFields({
  ticket,
  quantity,
  unit,
  number,
  onQuantity,
  onUnit,
  onNumber,
}: {
  ticket: ApprovalTicket;
  quantity: string;
  unit: QuantityUnit;
  number: string;
  onQuantity: (value: string) => void;
  onUnit: (value: QuantityUnit) => void;
  onNumber: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-quantity`}>{m.quantity}</Label>
        <Input
          id={`${id}-quantity`}
          inputMode="decimal"
          value={quantity}
          onChange={(event) => onQuantity(event.target.value)}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-unit`}>{s.unit}</Label>
        <NativeSelect
          id={`${id}-unit`}
          value={unit}
          onChange={(event) => onUnit(event.target.value as QuantityUnit)}
        >
          {quantityUnits.map((value) => (
            <option key={value} value={value}>
              {value.replace(/_/g, " ")}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-ticket`}>{m.ticket}</Label>
        <Input
          id={`${id}-ticket`}
          value={number}
          onChange={(event) => onNumber(event.target.value)}
        />
      </div>
      <p className="text-xs text-muted-foreground sm:col-span-3">
        {s.nowReads(
          ticket.loadNumber,
          formatQuantity(ticket.quantity, ticket.quantityUnit),
          ticket.ticketNumber,
        )}
      </p>
    </div>
  );
}

/** Approve, correct or send back a waiting ticket; void and replace an approved one. */
export function TicketActions({ ticket }: { ticket: ApprovalTicket }) {
  const review = useReviewTicket();
  const [quantity, setQuantity] = useState(String(ticket.quantity ?? ""));
  const [unit, setUnit] = useState<QuantityUnit>(ticket.quantityUnit);
  const [number, setNumber] = useState(ticket.ticketNumber ?? "");
  const label = `load #${ticket.loadNumber}`;

  async function run(action: TicketReview, done: string): Promise<string | null> {
    try {
      await review.mutateAsync({ loadId: ticket.id, review: action });
      toast.success(done);
      return null;
    } catch (error) {
      return errorMessage(error, messages.http.requestFailed);
    }
  }

  const changes = () => ({
    ...(Number(quantity) !== ticket.quantity ? { quantity: Number(quantity) } : {}),
    ...(unit !== ticket.quantityUnit ? { quantityUnit: unit } : {}),
    ...(number.trim() !== (ticket.ticketNumber ?? "") ? { ticketNumber: number.trim() } : {}),
  });
  const fields = (
    <TicketFields
      ticket={ticket}
      quantity={quantity}
      unit={unit}
      number={number}
      onQuantity={setQuantity}
      onUnit={setUnit}
      onNumber={setNumber}
    />
  );

  if (ticket.status === "voided") return null;
  if (ticket.approval === "approved") {
    return (
      <PromptDialog
        trigger={
          <Button variant="outline" size="sm" aria-label={`${m.replace} ${label}`}>
            {m.replace}
          </Button>
        }
        title={`${m.replace} ${label}`}
        description={m.lockedApproved}
        label={m.replaceReason}
        confirmLabel={m.replace}
        destructive
        onConfirm={(reason) =>
          run(
            { action: "replace", input: { ...changes(), reason } },
            m.replaced(ticket.loadNumber, ticket.loadNumber),
          )
        }
      >
        {fields}
      </PromptDialog>
    );
  }
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button
        size="sm"
        aria-label={`${m.approve} ${label}`}
        disabled={review.isPending}
        onClick={async () => {
          const problem = await run(
            { action: "approve", input: { updatedAt: ticket.updatedAt } },
            m.approved(ticket.loadNumber),
          );
          if (problem) toast.error(problem);
        }}
      >
        {m.approve}
      </Button>
      <PromptDialog
        trigger={
          <Button variant="outline" size="sm" aria-label={`${m.correct} ${label}`}>
            {m.correct}
          </Button>
        }
        title={`${m.correct} ${label}`}
        label={m.replaceReason}
        confirmLabel={m.correct}
        onConfirm={(reason) =>
          run(
            { action: "correct", input: { ...changes(), ...(reason ? { reason } : {}) } },
            messages.loads.corrected(ticket.loadNumber),
          )
        }
      >
        {fields}
      </PromptDialog>
      <PromptDialog
        trigger={
          <Button variant="ghost" size="sm" aria-label={`${m.sendBack} ${label}`}>
            {m.sendBack}
          </Button>
        }
        title={`${m.sendBack} ${label}`}
        description={s.sendBackHint}
        label={m.sendBackNote}
        confirmLabel={m.sendBack}
        onConfirm={(note) =>
          run({ action: "send-back", input: { note } }, m.sentBack(ticket.loadNumber))
        }
      />
    </div>
  );
}
