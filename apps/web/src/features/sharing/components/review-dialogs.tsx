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
import { toast } from "@/lib/toast";
import { useApproveSharedDay } from "../api/approve-shared-day";
import { useDisputeSharedLoad } from "../api/dispute-shared-load";

const m = messages.sharing;

/** "Approve this day's tickets": the customer signs off a day under their name. */
export function ApproveDayDialog({
  token,
  day,
  label,
  count,
}: {
  token: string;
  day: string;
  /** The day as its section heads it. */
  label: string;
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
          toast.success(m.approvedToast);
          setOpen(false);
        },
        onError: (error) => toast.error(errorMessage(error, m.reviewFailed)),
      },
    );
  }

  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        {m.approveDay}
        <span className="sr-only"> ({label})</span>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{m.approveDayOf(label)}</DialogTitle>
            <DialogDescription>{m.approveDayDescription(count)}</DialogDescription>
          </DialogHeader>
          <form noValidate onSubmit={form.handleSubmit(handleValid)} className="grid gap-4">
            <FormField form={form} name="name" id={`approve-name-${day}`} label={m.yourName}>
              {(control) => <Input {...control} autoComplete="name" />}
            </FormField>
            <DialogFooter>
              <Button type="submit" disabled={approve.isPending}>
                {m.approve}
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
          toast.success(m.disputedToast);
          setOpen(false);
          form.reset();
        },
        onError: (error) => toast.error(errorMessage(error, m.reviewFailed)),
      },
    );
  }

  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)}>
        {m.dispute}
        <span className="sr-only"> load #{load.loadNumber}</span>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{m.disputeLoad(load.loadNumber)}</DialogTitle>
            <DialogDescription>{m.disputeDescription}</DialogDescription>
          </DialogHeader>
          <form noValidate onSubmit={form.handleSubmit(handleValid)} className="grid gap-4">
            <FormField form={form} name="name" id={`dispute-name-${load.id}`} label={m.yourName}>
              {(control) => <Input {...control} autoComplete="name" />}
            </FormField>
            <FormField
              form={form}
              name="comment"
              id={`dispute-comment-${load.id}`}
              label={m.commentLabel}
            >
              {(control) => <Textarea {...control} rows={3} />}
            </FormField>
            <DialogFooter>
              <Button type="submit" disabled={dispute.isPending}>
                {m.sendDispute}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
