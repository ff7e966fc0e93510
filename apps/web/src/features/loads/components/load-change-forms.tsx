import {
  CompleteLoadInputSchema,
  type DeliverySignature,
  type LoadDetail,
  type LoadRow,
  messages,
  type QuantityUnit,
  VoidLoadInputSchema,
} from "@haulwise/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button, SubmitButton } from "@/components/ui/button";
import { FieldError, FormField } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage, isApiError } from "@/lib/api-error";
import { clock } from "@/lib/clock";
import { devicePosition } from "@/lib/device-position";
import { applyServerIssues } from "@/lib/form-issues";
import { t } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useCompleteLoad } from "../api/complete-load";
import { useCorrectLoad } from "../api/correct-load";
import { useVoidLoad } from "../api/void-load";
import { QuantityFields, quantityOf } from "./quantity-fields";
import { SignatureButton } from "./signature-pad";

function Actions({
  pending,
  label,
  onCancel,
}: {
  pending: boolean;
  label: string;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button type="button" variant="outline" onClick={onCancel}>
        {t("common.cancel")}
      </Button>
      <SubmitButton pending={pending}>{label}</SubmitButton>
    </div>
  );
}

type CompleteValues = { quantity: string; quantityUnit: QuantityUnit };

/**
 * Delivering a load under way: the quantity if it was weighed at the site. Works from the
 * load's row alone, so a driver at a site with no signal completes it from their list; the
 * completion then waits on the device and is sent when the connection returns.
 */
export function CompleteLoadForm({
  load,
  onDone,
}: {
  load: Pick<LoadRow, "id" | "loadNumber" | "quantity" | "quantityUnit">;
  onDone: () => void;
}) {
  const complete = useCompleteLoad();
  const [signature, setSignature] = useState<DeliverySignature | null>(null);
  const form = useForm<CompleteValues>({
    defaultValues: {
      quantity: load.quantity === null ? "" : String(load.quantity),
      quantityUnit: load.quantityUnit,
    },
  });
  const { errors } = form.formState;

  async function handleSubmit(values: CompleteValues) {
    const checked = CompleteLoadInputSchema.safeParse({
      quantity: quantityOf(values.quantity),
      quantityUnit: values.quantityUnit,
      ...(signature ? { signature } : {}),
    });
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = issue.path[0] === "quantityUnit" ? "quantityUnit" : "quantity";
        form.setError(field, { message: issue.message });
      }
      return;
    }
    try {
      const position = await devicePosition();
      const done = await complete.mutateAsync({
        load,
        input: { ...checked.data, recordedAt: clock.now().toISOString(), ...position },
      });
      if (done) toast.success(t("messages.loads.completed", { n: done.loadNumber }));
      else toast.info(messages.loads.queued);
      onDone();
    } catch (error) {
      const placed =
        isApiError(error) &&
        applyServerIssues(form.setError, error.issues, ["quantity", "quantityUnit"]);
      if (!placed) {
        form.setError("root", { message: errorMessage(error, messages.loads.failedToRecord) });
      }
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(handleSubmit)} className="grid gap-4">
      <QuantityFields
        idPrefix="complete"
        quantity={form.register("quantity")}
        unit={form.register("quantityUnit")}
        quantityError={errors.quantity?.message}
      />
      <SignatureButton value={signature} onChange={setSignature} />
      <FieldError message={errors.root?.message} />
      <Actions pending={complete.isPending} label={t("loads.detail.complete")} onCancel={onDone} />
    </form>
  );
}

type CorrectValues = {
  materialType: string;
  quantity: string;
  quantityUnit: QuantityUnit;
  ticketNumber: string;
  reason: string;
};

const correctFields = [
  "materialType",
  "quantity",
  "quantityUnit",
  "ticketNumber",
  "reason",
] as const;

/** A correction of the ticket's details; only what changed is sent, with the reason. */
export function CorrectLoadForm({ load, onDone }: { load: LoadDetail; onDone: () => void }) {
  const correct = useCorrectLoad(load.id);
  const initial: CorrectValues = {
    materialType: load.materialType ?? "",
    quantity: load.quantity === null ? "" : String(load.quantity),
    quantityUnit: load.quantityUnit,
    ticketNumber: load.ticketNumber ?? "",
    reason: "",
  };
  const form = useForm<CorrectValues>({ defaultValues: initial });
  const { errors } = form.formState;

  async function handleSubmit(values: CorrectValues) {
    const patch: Record<string, string | undefined> = {};
    for (const key of ["materialType", "quantity", "quantityUnit", "ticketNumber"] as const) {
      if (values[key].trim() !== initial[key]) patch[key] = values[key].trim();
    }
    try {
      const done = await correct.mutateAsync({
        ...patch,
        reason: values.reason.trim() || undefined,
      });
      toast.success(t("messages.loads.corrected", { n: done.loadNumber }));
      onDone();
    } catch (error) {
      const placed =
        isApiError(error) && applyServerIssues(form.setError, error.issues, correctFields);
      if (!placed) {
        form.setError("root", { message: errorMessage(error, messages.loads.failedToRecord) });
      }
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(handleSubmit)} className="grid gap-4">
      <FormField
        form={form}
        name="materialType"
        id="correct-material"
        label={t("loads.form.material")}
      >
        {(control) => <Input {...control} />}
      </FormField>
      <QuantityFields
        idPrefix="correct"
        quantity={form.register("quantity")}
        unit={form.register("quantityUnit")}
        quantityError={errors.quantity?.message}
        unitError={errors.quantityUnit?.message}
      />
      <FormField
        form={form}
        name="ticketNumber"
        id="correct-ticket"
        label={t("loads.form.ticketNumber")}
      >
        {(control) => <Input {...control} />}
      </FormField>
      <FormField
        form={form}
        name="reason"
        id="correct-reason"
        label={
          <>
            {t("loads.correct.reason")}{" "}
            <span className="font-normal text-muted-foreground">{t("loads.correct.kept")}</span>
          </>
        }
      >
        {(control) => <Textarea {...control} rows={2} />}
      </FormField>
      <FieldError message={errors.root?.message} />
      <Actions pending={correct.isPending} label={t("loads.correct.save")} onCancel={onDone} />
    </form>
  );
}

/** Striking a load off the totals, with the reason the history keeps. */
export function VoidLoadForm({ load, onDone }: { load: LoadDetail; onDone: () => void }) {
  const voidLoad = useVoidLoad(load.id);
  const form = useForm<{ reason: string }>({
    resolver: zodResolver(VoidLoadInputSchema),
    defaultValues: { reason: "" },
  });
  const { errors } = form.formState;

  async function handleSubmit(values: { reason: string }) {
    try {
      const done = await voidLoad.mutateAsync(values);
      toast.success(t("messages.loads.voidedDone", { n: done.loadNumber }));
      onDone();
    } catch (error) {
      form.setError("root", { message: errorMessage(error, messages.loads.failedToRecord) });
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(handleSubmit)} className="grid gap-4">
      <p className="text-sm text-muted-foreground">{t("loads.void.explain")}</p>
      <FormField form={form} name="reason" id="void-reason" label={t("loads.correct.reason")}>
        {(control) => <Textarea {...control} rows={2} aria-required />}
      </FormField>
      <FieldError message={errors.root?.message} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          {t("common.cancel")}
        </Button>
        <SubmitButton pending={voidLoad.isPending} variant="destructive">
          {t("loads.void.submit", { n: load.loadNumber })}
        </SubmitButton>
      </div>
    </form>
  );
}
