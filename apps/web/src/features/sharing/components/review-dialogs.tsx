import {
  type ApproveSharedDayInput,
  ApproveSharedDayInputSchema,
  type DisputeSharedLoadInput,
  DisputeSharedLoadInputSchema,
  messages,
  type SharedLoad,
} from "@haulwise/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-error";
import { t, translateMessage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useApproveSharedDay } from "../api/approve-shared-day";
import { useDisputeSharedLoad } from "../api/dispute-shared-load";

const m = messages.sharing;

/** "Approve this day's tickets": the customer signs off a day under their name. */
export function ApproveDayDialog({
  token,
  day,
  label,
  date,
  count,
}: {
  token: string;
  day: string;
  /** The day as its section heads it ("Today (2026-11-28)"). */
  label: string;
  /** The day written out in the language on screen, for the dialog's title. */
  date: string;
  count: number;
}) {
  const [open, setOpen] = useState(false);
  const approve = useApproveSharedDay(token);
  const form = useForm<ApproveSharedDayInput>({
    resolver: zodResolver(ApproveSharedDayInputSchema),
    defaultValues: { name: "" },
  });

  function handleValid(input: ApproveSharedDayInput) {
    approve.mutate(
      { day, input },
      {
        onSuccess: () => {
          toast.success(translateMessage(m.approvedToast));
          setOpen(false);
        },
        onError: (error) => toast.error(errorMessage(error, translateMessage(m.reviewFailed))),
      },
    );
  }

  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        {translateMessage(m.approveDay)}
        <span className="sr-only"> ({label})</span>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t("messages.sharing.approveDayOf", { day: date })}</DialogTitle>
            <DialogDescription>
              {t("messages.sharing.approveDayDescription", { count })}
            </DialogDescription>
          </DialogHeader>
          <form noValidate onSubmit={form.handleSubmit(handleValid)} className="grid gap-4">
            <FormField
              form={form}
              name="name"
              id={`approve-name-${day}`}
              label={translateMessage(m.yourName)}
            >
              {(control) => <Input {...control} autoComplete="name" />}
            </FormField>
            <DialogFooter>
              <Button type="submit" disabled={approve.isPending}>
                {translateMessage(m.approve)}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}

/** "Dispute": the customer says what is wrong with one ticket. */
export function DisputeLoadDialog({ token, load }: { token: string; load: SharedLoad }) {
  const [open, setOpen] = useState(false);
  const dispute = useDisputeSharedLoad(token);
  const form = useForm<DisputeSharedLoadInput>({
    resolver: zodResolver(DisputeSharedLoadInputSchema),
    defaultValues: { name: "", comment: "" },
  });

  function handleValid(input: DisputeSharedLoadInput) {
    dispute.mutate(
      { loadId: load.id, input },
      {
        onSuccess: () => {
          toast.success(translateMessage(m.disputedToast));
          setOpen(false);
          form.reset();
        },
        onError: (error) => toast.error(errorMessage(error, translateMessage(m.reviewFailed))),
      },
    );
  }

  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)}>
        {translateMessage(m.dispute)}
        <span className="sr-only">{t("sharing.disputeWhich", { n: load.loadNumber })}</span>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>
              {t("messages.sharing.disputeLoad", { loadNumber: load.loadNumber })}
            </DialogTitle>
            <DialogDescription>{translateMessage(m.disputeDescription)}</DialogDescription>
          </DialogHeader>
          <form noValidate onSubmit={form.handleSubmit(handleValid)} className="grid gap-4">
            <FormField
              form={form}
              name="name"
              id={`dispute-name-${load.id}`}
              label={translateMessage(m.yourName)}
            >
              {(control) => <Input {...control} autoComplete="name" />}
            </FormField>
            <FormField
              form={form}
              name="comment"
              id={`dispute-comment-${load.id}`}
              label={translateMessage(m.commentLabel)}
            >
              {(control) => <Textarea {...control} rows={3} />}
            </FormField>
            <DialogFooter>
              <Button type="submit" disabled={dispute.isPending}>
                {translateMessage(m.sendDispute)}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
