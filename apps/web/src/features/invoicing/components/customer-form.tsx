import {
  type CreateCustomerInput,
  CreateCustomerInputSchema,
  type Customer,
  type ErrorIssue,
  messages,
} from "@haulwise/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field, FieldError, fieldA11y } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useServerIssues } from "@/lib/form-issues";

const m = messages.customers;
const s = messages.billingScreens;
export type CustomerFormValues = z.output<typeof CreateCustomerInputSchema>;
const fieldNames = ["name", "email", "billingAddress", "termsDays"] as const;

/** A customer's name, billing e-mail and address, and payment terms. */
export function CustomerForm({
  customer,
  onSubmit,
  pending,
  serverIssues,
  formError,
  submitLabel,
  idPrefix,
}: {
  customer?: Customer;
  onSubmit: (values: CustomerFormValues) => Promise<void>;
  pending: boolean;
  serverIssues?: ErrorIssue[];
  formError?: string;
  submitLabel: string;
  idPrefix: string;
}) {
  const form = useForm<CreateCustomerInput, unknown, CustomerFormValues>({
    resolver: zodResolver(CreateCustomerInputSchema),
    defaultValues: {
      name: customer?.name ?? "",
      email: customer?.email ?? "",
      billingAddress: customer?.billingAddress ?? "",
      termsDays: customer?.termsDays ?? 30,
    },
  });
  const { errors } = form.formState;
  useServerIssues(form.setError, serverIssues, fieldNames);
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <Field id={id("name")} label={m.name} error={errors.name?.message}>
        <Input {...fieldA11y(id("name"), errors.name?.message)} {...form.register("name")} />
      </Field>
      <Field id={id("email")} label={m.email} error={errors.email?.message}>
        <Input
          type="email"
          {...fieldA11y(id("email"), errors.email?.message)}
          {...form.register("email")}
        />
      </Field>
      <Field id={id("address")} label={m.billingAddress} error={errors.billingAddress?.message}>
        <Textarea
          {...fieldA11y(id("address"), errors.billingAddress?.message)}
          {...form.register("billingAddress")}
        />
      </Field>
      <Field
        id={id("terms")}
        label={m.termsDays}
        error={errors.termsDays?.message}
        hint={s.termsHint}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          max={365}
          {...fieldA11y(id("terms"), errors.termsDays?.message)}
          {...form.register("termsDays", { valueAsNumber: true })}
        />
      </Field>
      <FieldError message={formError} />
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {pending ? <Loader2Icon aria-hidden="true" className="animate-spin" /> : null}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
