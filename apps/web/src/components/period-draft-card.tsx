import { messages } from "@haulwise/domain";
import { useId, useState } from "react";
import { type Choice, SelectField } from "@/components/choice-fields";
import { type Period, PeriodFields, useRecentPeriod } from "@/components/period-fields";
import { SubmitButton } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FieldError } from "@/components/ui/field";
import { errorMessage } from "@/lib/api-error";

/**
 * Drafting a document (an invoice, a pay statement) from the approved work of one customer or
 * payee in a period, last week's days by default. `onDraft` drafts and moves on, or answers the
 * problem to show; a refused request shows the server's message.
 */
export function PeriodDraftCard({
  title,
  chooser,
  required,
  draftLabel,
  pending,
  onDraft,
}: {
  title: string;
  chooser: { label: string; placeholder: string; choices: readonly Choice[] };
  /** Shown when nothing is chosen. */
  required: string;
  draftLabel: string;
  pending: boolean;
  onDraft: (choice: string, period: Period) => Promise<string | undefined>;
}) {
  const id = useId();
  const [choice, setChoice] = useState("");
  const [period, setPeriod] = useRecentPeriod(7, 1);
  const [error, setError] = useState<string>();

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    setError(undefined);
    if (!choice) return setError(required);
    try {
      const problem = await onDraft(choice, period);
      if (problem) setError(problem);
    } catch (failure) {
      setError(errorMessage(failure, messages.http.requestFailed));
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={handleSubmit}
          className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
        >
          <SelectField id={`${id}-choice`} {...chooser} value={choice} onChange={setChoice} />
          <PeriodFields id={id} period={period} onChange={setPeriod} />
          <SubmitButton pending={pending}>{draftLabel}</SubmitButton>
          <div className="sm:col-span-4">
            <FieldError message={error} />
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
