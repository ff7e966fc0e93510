import { formatCents, messages } from "@haulwise/domain";
import { WalletIcon } from "lucide-react";
import { Link } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { QueryError } from "@/components/query-error";
import { Skeleton } from "@/components/ui/skeleton";
import { t, translateMessage } from "@/lib/i18n";
import type { ScreenPrefetch } from "@/lib/screen-prefetch";
import { myPayStatementsQueryOptions, useMyPayStatements } from "../api/get-my-pay-statements";
import { statementStatusWord } from "../components/statement-status";

export const prefetch: ScreenPrefetch = (queryClient) => {
  void queryClient.prefetchQuery(myPayStatementsQueryOptions());
};

/** /my-pay: the signed-in driver's issued pay statements. */
export function MyPayRoute() {
  const statements = useMyPayStatements();
  return (
    <div className="grid gap-6">
      <PageHeader title={translateMessage(messages.pay.myHeading)} />
      {statements.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : statements.isError ? (
        <QueryError
          message={translateMessage(messages.pay.failedToLoad)}
          onRetry={() => void statements.refetch()}
        />
      ) : statements.data.length === 0 ? (
        <EmptyState icon={WalletIcon} title={translateMessage(messages.pay.mineNone)} />
      ) : (
        <ul className="grid gap-2">
          {statements.data.map((statement) => (
            <li key={statement.id}>
              <Link
                to={`/my-pay/${statement.id}`}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3 hover:bg-muted/50 focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
              >
                <span>
                  <span className="font-medium">
                    {t("messages.billingScreens.statementTitle", { n: statement.number })}
                  </span>{" "}
                  · {statement.from} – {statement.to}
                  {statement.status === "void" ? ` · ${statementStatusWord("void")}` : ""}
                </span>
                <span className="font-medium tabular-nums">
                  {translateMessage(messages.pay.net)}: {formatCents(statement.netCents)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
