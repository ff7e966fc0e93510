import { messages } from "@haulwise/domain";
import { useId, useState } from "react";
import { useParams } from "react-router";
import { BackLink } from "@/components/back-link";
import { LoadingScreen } from "@/components/loading-screen";
import { PageHeader } from "@/components/page-header";
import { PromptDialog } from "@/components/prompt-dialog";
import { QueryError } from "@/components/query-error";
import { Button, SubmitButton } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/api-error";
import { changeWithToast } from "@/lib/change-with-toast";
import { t, translateMessage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { type PayStatementChange, useChangePayStatement } from "../api/change-pay-statement";
import { usePayStatement } from "../api/get-pay-statement";
import { StatementView } from "../components/statement-view";

function DeductionForm({ statementId }: { statementId: string }) {
  const id = useId();
  const change = useChangePayStatement(statementId);
  const [description, setDescription] = useState("");
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string>();

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    setError(undefined);
    try {
      await change.mutateAsync({
        action: "deduct",
        input: {
          description,
          amountCents: Math.round(Number(amount.replace(/[$,\s]/g, "")) * 100),
        },
      });
      setDescription("");
      setAmount("");
    } catch (failure) {
      setError(errorMessage(failure, messages.http.requestFailed));
    }
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      className="grid gap-4 sm:grid-cols-[2fr_1fr_auto] sm:items-end"
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-what`}>{translateMessage(messages.pay.deduction)}</Label>
        <Input
          id={`${id}-what`}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-amount`}>
          {translateMessage(messages.billingScreens.amountDollars)}
        </Label>
        <Input
          id={`${id}-amount`}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      </div>
      <SubmitButton pending={change.isPending} variant="outline">
        {translateMessage(messages.pay.addDeduction)}
      </SubmitButton>
      <div className="sm:col-span-3">
        <FieldError message={error} />
      </div>
    </form>
  );
}

/** /pay-statements/{statementId}: a statement, its deductions, issuing and voiding it. */
export function PayStatementDetailRoute() {
  const { statementId = "" } = useParams();
  const statement = usePayStatement(statementId);
  const change = useChangePayStatement(statementId);
  if (statement.isPending)
    return <LoadingScreen label={translateMessage(messages.billingScreens.loadingStatement)} />;
  if (statement.isError) {
    return (
      <QueryError
        message={errorMessage(statement.error, messages.pay.failedToLoad)}
        onRetry={() => void statement.refetch()}
      />
    );
  }
  const data = statement.data;
  const run = (action: PayStatementChange, done: string) =>
    changeWithToast(() => change.mutateAsync(action), done);
  return (
    <div className="grid gap-6">
      <BackLink to="/pay-statements">{translateMessage(messages.pay.heading)}</BackLink>
      <PageHeader
        title={t("messages.billingScreens.statementTitle", { n: data.number })}
        actions={
          <>
            {data.status === "draft" ? (
              <Button
                disabled={change.isPending}
                onClick={async () => {
                  const problem = await run(
                    { action: "issue" },
                    t("messages.pay.issued", { n: data.number }),
                  );
                  if (problem) toast.error(problem);
                }}
              >
                {translateMessage(messages.pay.issue)}
              </Button>
            ) : null}
            {data.status !== "void" ? (
              <PromptDialog
                trigger={<Button variant="ghost">{translateMessage(messages.pay.void)}</Button>}
                title={`${translateMessage(messages.pay.void)}: ${t("messages.billingScreens.statementTitle", { n: data.number })}`}
                label={translateMessage(messages.invoices.voidReason)}
                confirmLabel={translateMessage(messages.pay.void)}
                destructive
                onConfirm={(reason) =>
                  run(
                    { action: "void", input: { reason } },
                    t("messages.pay.voided", { n: data.number }),
                  )
                }
              />
            ) : null}
          </>
        }
      />
      <StatementView statement={data}>
        {data.status === "draft" ? (
          <div className="grid gap-3">
            {data.deductions.length > 0 ? (
              <ul className="grid gap-1 text-sm">
                {data.deductions.map((deduction) => (
                  <li key={deduction.id} className="flex items-center gap-2">
                    {deduction.description}
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`${translateMessage(messages.billingScreens.remove)} ${deduction.description}`}
                      onClick={() =>
                        void run(
                          { action: "remove-deduction", deductionId: deduction.id },
                          translateMessage(messages.pay.deductions),
                        )
                      }
                    >
                      {translateMessage(messages.billingScreens.remove)}
                    </Button>
                  </li>
                ))}
              </ul>
            ) : null}
            <DeductionForm statementId={data.id} />
          </div>
        ) : null}
      </StatementView>
    </div>
  );
}
