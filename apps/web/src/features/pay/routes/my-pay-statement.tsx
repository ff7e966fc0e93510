import { messages } from "@haulwise/domain";
import { useParams } from "react-router";
import { BackLink } from "@/components/back-link";
import { LoadingScreen } from "@/components/loading-screen";
import { PageHeader } from "@/components/page-header";
import { QueryError } from "@/components/query-error";
import { errorMessage } from "@/lib/api-error";
import { usePayStatement } from "../api/get-pay-statement";
import { StatementView } from "../components/statement-view";

const m = messages.pay;
const s = messages.billingScreens;

/** /my-pay/{statementId}: one of the driver's own pay statements. */
export function MyPayStatementRoute() {
  const { statementId = "" } = useParams();
  const statement = usePayStatement(statementId);
  if (statement.isPending) return <LoadingScreen label={s.loadingStatement} />;
  if (statement.isError) {
    return (
      <QueryError
        message={errorMessage(statement.error, m.failedToLoad)}
        onRetry={() => void statement.refetch()}
      />
    );
  }
  return (
    <div className="grid gap-6">
      <BackLink to="/my-pay">{m.myHeading}</BackLink>
      <PageHeader title={s.statementTitle(statement.data.number)} />
      <StatementView statement={statement.data} />
    </div>
  );
}
