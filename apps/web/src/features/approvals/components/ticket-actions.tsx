import { type ApprovalTicket, messages, type QuantityUnit, quantityUnits } from "@haulwise/domain";
import { useId, useState } from "react";
import { PromptDialog } from "@/components/prompt-dialog";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { errorMessage } from "@/lib/api-error";
import { localQuantity } from "@/lib/format";
import { t, translateMessage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { type TicketReview, useReviewTicket } from "../api/review-ticket";

const unitWords: Record<QuantityUnit, () => string> = {
  tons: () => t("approvals.unit.tons"),
  cubic_yards: () => t("approvals.unit.cubic_yards"),
  pounds: () => t("approvals.unit.pounds"),
};

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
  const quantityNow = localQuantity(ticket.quantity, ticket.quantityUnit);
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-quantity`}>{translateMessage(messages.approvals.quantity)}</Label>
        <Input
          id={`${id}-quantity`}
          inputMode="decimal"
          value={quantity}
          onChange={(event) => onQuantity(event.target.value)}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-unit`}>{translateMessage(messages.billingScreens.unit)}</Label>
        <NativeSelect
          id={`${id}-unit`}
          value={unit}
          onChange={(event) => onUnit(event.target.value as QuantityUnit)}
        >
          {quantityUnits.map((value) => (
            <option key={value} value={value}>
              {unitWords[value]()}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-ticket`}>{translateMessage(messages.approvals.ticket)}</Label>
        <Input
          id={`${id}-ticket`}
          value={number}
          onChange={(event) => onNumber(event.target.value)}
        />
      </div>
      <p className="text-xs text-muted-foreground sm:col-span-3">
        {ticket.ticketNumber
          ? t("approvals.nowReadsTicket", {
              n: ticket.loadNumber,
              quantity: quantityNow,
              ticket: ticket.ticketNumber,
            })
          : t("approvals.nowReads", { n: ticket.loadNumber, quantity: quantityNow })}
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
  const n = ticket.loadNumber;

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
          <Button variant="outline" size="sm" aria-label={t("approvals.replaceLoad", { n })}>
            {translateMessage(messages.approvals.replace)}
          </Button>
        }
        title={t("approvals.replaceLoad", { n })}
        description={translateMessage(messages.approvals.lockedApproved)}
        label={translateMessage(messages.approvals.replaceReason)}
        confirmLabel={translateMessage(messages.approvals.replace)}
        destructive
        onConfirm={(reason) =>
          run(
            { action: "replace", input: { ...changes(), reason } },
            t("messages.approvals.replaced", { old: n, replacement: n }),
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
        aria-label={t("approvals.approveLoad", { n })}
        disabled={review.isPending}
        onClick={async () => {
          const problem = await run(
            { action: "approve", input: { updatedAt: ticket.updatedAt } },
            t("messages.approvals.approved", { n }),
          );
          if (problem) toast.error(problem);
        }}
      >
        {translateMessage(messages.approvals.approve)}
      </Button>
      <PromptDialog
        trigger={
          <Button variant="outline" size="sm" aria-label={t("approvals.correctLoad", { n })}>
            {translateMessage(messages.approvals.correct)}
          </Button>
        }
        title={t("approvals.correctLoad", { n })}
        label={translateMessage(messages.approvals.replaceReason)}
        confirmLabel={translateMessage(messages.approvals.correct)}
        onConfirm={(reason) =>
          run(
            { action: "correct", input: { ...changes(), ...(reason ? { reason } : {}) } },
            t("messages.loads.corrected", { n }),
          )
        }
      >
        {fields}
      </PromptDialog>
      <PromptDialog
        trigger={
          <Button variant="ghost" size="sm" aria-label={t("approvals.sendBackLoad", { n })}>
            {translateMessage(messages.approvals.sendBack)}
          </Button>
        }
        title={t("approvals.sendBackLoad", { n })}
        description={translateMessage(messages.billingScreens.sendBackHint)}
        label={translateMessage(messages.approvals.sendBackNote)}
        confirmLabel={translateMessage(messages.approvals.sendBack)}
        onConfirm={(note) =>
          run({ action: "send-back", input: { note } }, t("messages.approvals.sentBack", { n }))
        }
      />
    </div>
  );
}
