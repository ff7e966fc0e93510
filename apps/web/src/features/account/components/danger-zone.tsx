import { messages } from "@haulwise/domain";
import { Loader2Icon, TriangleAlertIcon } from "lucide-react";
import type * as React from "react";
import { useState } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { t, translateMessage } from "@/lib/i18n";

export type DangerZoneProps = {
  email: string;
  onDelete: (confirmEmail: string) => Promise<void>;
  pending?: boolean;
};

/** Account settings → Danger Zone: deleting needs the person's own e-mail typed in. */
export function DangerZone({ email, onDelete, pending = false }: DangerZoneProps) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const matches = typed.trim().toLowerCase() === email.toLowerCase();

  async function handleConfirm(event: React.FormEvent) {
    event.preventDefault();
    if (!matches) return;
    await onDelete(typed.trim());
  }

  return (
    <section
      aria-labelledby="danger-zone-title"
      className="grid gap-4 rounded-lg border border-destructive/50 p-6"
    >
      <div className="flex items-start gap-3">
        <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-5 text-destructive" />
        <div className="grid gap-1">
          <h3 id="danger-zone-title" className="font-semibold">
            {t("account.delete.title")}
          </h3>
          <p className="text-sm text-muted-foreground">{t("account.delete.description")}</p>
        </div>
      </div>
      <AlertDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setTyped("");
        }}
      >
        <AlertDialogTrigger asChild>
          <Button variant="destructive" className="w-fit">
            {t("account.delete.title")}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <form onSubmit={handleConfirm} className="grid gap-4">
            <AlertDialogHeader>
              <AlertDialogTitle>
                {translateMessage(messages.account.deleteConfirmTitle)}
              </AlertDialogTitle>
              <AlertDialogDescription>
                {t("account.delete.confirmBefore")}
                <strong className="text-foreground">{email}</strong>
                {t("account.delete.confirmAfter")}
              </AlertDialogDescription>
            </AlertDialogHeader>
            <Field id="delete-confirm-email" label={t("account.delete.yourEmail")}>
              <Input
                id="delete-confirm-email"
                type="email"
                autoComplete="off"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
              />
            </Field>
            <AlertDialogFooter>
              <AlertDialogCancel type="button">{t("common.cancel")}</AlertDialogCancel>
              <Button type="submit" variant="destructive" disabled={!matches || pending}>
                {pending ? <Loader2Icon aria-hidden="true" className="animate-spin" /> : null}
                {t("account.delete.confirm")}
              </Button>
            </AlertDialogFooter>
          </form>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
