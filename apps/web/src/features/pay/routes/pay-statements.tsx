import { formatCents, messages } from "@haulwise/domain";
import { WalletIcon } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { usePayees } from "@/api/get-payees";
import { EmptyState } from "@/components/empty-state";
import { ExportsCard } from "@/components/exports-card";
import { PageHeader } from "@/components/page-header";
import { PeriodDraftCard } from "@/components/period-draft-card";
import { QueryError } from "@/components/query-error";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { t, translateMessage } from "@/lib/i18n";
import type { ScreenPrefetch } from "@/lib/screen-prefetch";
import { toast } from "@/lib/toast";
import { useCreatePayStatement } from "../api/create-pay-statement";
import { exportPay } from "../api/export-pay";
import { payStatementsQueryOptions, usePayStatements } from "../api/get-pay-statements";
import { statementStatusWord } from "../components/statement-status";

export const prefetch: ScreenPrefetch = (queryClient) => {
  void queryClient.prefetchQuery(payStatementsQueryOptions());
};

function NewStatementForm() {
  const navigate = useNavigate();
  const payees = usePayees();
  const create = useCreatePayStatement();
  return (
    <PeriodDraftCard
      title={translateMessage(messages.pay.newStatement)}
      chooser={{
        label: translateMessage(messages.pay.payee),
        placeholder: translateMessage(messages.billingScreens.choosePayee),
        choices: (payees.data ?? []).map((choice) => ({
          value: `${choice.kind}:${choice.id}`,
          label: `${choice.name} (${translateMessage(messages.pay.payeeKinds[choice.kind] ?? choice.kind)})`,
        })),
      }}
      required={translateMessage(messages.pay.payeeRequired)}
      draftLabel={translateMessage(messages.pay.draft)}
      pending={create.isPending}
      onDraft={async (choice, period) => {
        const [kind, payeeId] = choice.split(":");
        if (!payeeId || (kind !== "driver" && kind !== "truck"))
          return translateMessage(messages.pay.payeeRequired);
        const statement = await create.mutateAsync({ payee: { kind, id: payeeId }, ...period });
        toast.success(t("messages.pay.drafted", { n: statement.number }));
        await navigate(`/pay-statements/${statement.id}`);
        return undefined;
      }}
    />
  );
}

/** /pay-statements: drivers' and hired trucks' pay from approved tickets and hours. */
export function PayStatementsRoute() {
  const statements = usePayStatements();
  return (
    <div className="grid gap-6">
      <PageHeader
        title={translateMessage(messages.pay.heading)}
        description={translateMessage(messages.billingScreens.payIntro)}
      />
      <NewStatementForm />
      {statements.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : statements.isError ? (
        <QueryError
          message={translateMessage(messages.pay.failedToLoad)}
          onRetry={() => void statements.refetch()}
        />
      ) : statements.data.length === 0 ? (
        <EmptyState icon={WalletIcon} title={translateMessage(messages.pay.none)} />
      ) : (
        <ul className="grid gap-2">
          {statements.data.map((statement) => (
            <li key={statement.id}>
              <Link
                to={`/pay-statements/${statement.id}`}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3 hover:bg-muted/50 focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
              >
                <span>
                  <span className="font-medium">
                    {t("messages.billingScreens.statementTitle", { n: statement.number })}
                  </span>{" "}
                  · {statement.payee.name} · {statement.from} – {statement.to}
                </span>
                <span className="flex items-center gap-2">
                  <Badge variant="outline">{statementStatusWord(statement.status)}</Badge>
                  <span className="tabular-nums">{formatCents(statement.netCents)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <ExportsCard what="pay" download={exportPay} />
    </div>
  );
}
