import { messages } from "@haulwise/domain";
import { useParams } from "react-router";
import { BackLink } from "@/components/back-link";
import { LoadingScreen } from "@/components/loading-screen";
import { PageHeader } from "@/components/page-header";
import { QueryError } from "@/components/query-error";
import { errorMessage } from "@/lib/api-error";
import { t, translateMessage } from "@/lib/i18n";
import { usePayStatement } from "../api/get-pay-statement";
import { StatementView } from "../components/statement-view";

/** /my-pay/{statementId}: one of the driver's own pay statements. */
export function MyPayStatementRoute() {
  const { statementId = "" } = useParams();
  const statement = usePayStatement(statementId);
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
  return (
    <div className="grid gap-6">
      <BackLink to="/my-pay">{translateMessage(messages.pay.myHeading)}</BackLink>
      <PageHeader
        title={t("messages.billingScreens.statementTitle", { n: statement.data.number })}
      />
      <StatementView statement={statement.data} />
    </div>
  );
}
