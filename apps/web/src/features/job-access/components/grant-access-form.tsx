import { type GrantAccess, type GrantAccessInput, GrantAccessInputSchema } from "@haulwise/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon, UserPlusIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { t } from "@/lib/i18n";

/**
 * The form holds one text box but the schema checks each address in it, so an error for the
 * second address arrives nested under `emails.1`; the box shows whichever came first.
 */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  if ("message" in error && typeof error.message === "string" && error.message) {
    return error.message;
  }
  for (const [key, value] of Object.entries(error)) {
    if (key === "ref") continue; // the input element, not an error
    const nested = firstMessage(value);
    if (nested) return nested;
  }
  return undefined;
}

export type GrantOutcome = { ok: true } | { ok: false; error?: string };

/** Spec part 2 §5: one box of comma-separated e-mails, trimmed; blank is refused. */
export function GrantAccessForm({
  onGrant,
  pending = false,
}: {
  onGrant: (emails: string[]) => Promise<GrantOutcome>;
  pending?: boolean;
}) {
  const form = useForm<GrantAccessInput, unknown, GrantAccess>({
    resolver: zodResolver(GrantAccessInputSchema),
    defaultValues: { emails: "" },
  });
  const error = firstMessage(form.formState.errors.emails);

  async function handleValid({ emails }: GrantAccess) {
    const outcome = await onGrant(emails);
    if (outcome.ok) form.reset();
    else if (outcome.error) form.setError("emails", { message: outcome.error });
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(handleValid)} className="grid gap-3">
      <Field
        id="grant-emails"
        label={t("access.emails")}
        error={error}
        hint={t("access.emailsHint")}
      >
        {(control) => (
          <Input
            {...control}
            type="text"
            inputMode="email"
            autoComplete="off"
            placeholder={t("access.emailsExample")}
            {...form.register("emails")}
          />
        )}
      </Field>
      <Button type="submit" disabled={pending} className="w-fit">
        {pending ? (
          <Loader2Icon aria-hidden="true" className="animate-spin" />
        ) : (
          <UserPlusIcon aria-hidden="true" />
        )}
        {t("access.grant")}
      </Button>
    </form>
  );
}
