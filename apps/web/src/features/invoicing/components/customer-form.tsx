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
import { FieldError, FormField } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useServerIssues } from "@/lib/form-issues";
import { translateMessage } from "@/lib/i18n";

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
  useServerIssues(form.setError, serverIssues, fieldNames);
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <FormField
        form={form}
        name="name"
        id={id("name")}
        label={translateMessage(messages.customers.name)}
      >
        {(control) => <Input {...control} />}
      </FormField>
      <FormField
        form={form}
        name="email"
        id={id("email")}
        label={translateMessage(messages.customers.email)}
      >
        {(control) => <Input type="email" {...control} />}
      </FormField>
      <FormField
        form={form}
        name="billingAddress"
        id={id("address")}
        label={translateMessage(messages.customers.billingAddress)}
      >
        {(control) => <Textarea {...control} />}
      </FormField>
      <FormField
        form={form}
        name="termsDays"
        id={id("terms")}
        label={translateMessage(messages.customers.termsDays)}
        hint={translateMessage(messages.billingScreens.termsHint)}
        options={{ valueAsNumber: true }}
      >
        {(control) => <Input type="number" inputMode="numeric" min={0} max={365} {...control} />}
      </FormField>
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
