import { type GrantAccess, type GrantAccessInput, GrantAccessInputSchema } from "@haulwise/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon, UserPlusIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, fieldA11y } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

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
  const error = form.formState.errors.emails?.message;

  async function handleValid({ emails }: GrantAccess) {
    const outcome = await onGrant(emails);
    if (outcome.ok) form.reset();
    else if (outcome.error) form.setError("emails", { message: outcome.error });
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(handleValid)} className="grid gap-3">
      <Field
        id="grant-emails"
        label="Email addresses"
        error={error}
        hint="Separate several addresses with commas. Each person needs a verified Haulwise account."
      >
        <Input
          {...fieldA11y("grant-emails", error)}
          type="text"
          inputMode="email"
          autoComplete="off"
          placeholder="name@example.com, other@example.com"
          {...form.register("emails")}
        />
      </Field>
      <Button type="submit" disabled={pending} className="w-fit">
        {pending ? (
          <Loader2Icon aria-hidden="true" className="animate-spin" />
        ) : (
          <UserPlusIcon aria-hidden="true" />
        )}
        Grant View access
      </Button>
    </form>
  );
}
