import { formatCents, localDayOf, messages } from "@haulwise/domain";
import { Loader2Icon, WalletIcon } from "lucide-react";
import { useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { usePayees } from "@/api/get-payees";
import { EmptyState } from "@/components/empty-state";
import { ExportsCard } from "@/components/exports-card";
import { PageHeader } from "@/components/page-header";
import { QueryError } from "@/components/query-error";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FieldError } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-error";
import { clock } from "@/lib/clock";
import type { ScreenPrefetch } from "@/lib/screen-prefetch";
import { toast } from "@/lib/toast";
import { useCreatePayStatement } from "../api/create-pay-statement";
import { exportPay } from "../api/export-pay";
import { payStatementsQueryOptions, usePayStatements } from "../api/get-pay-statements";

const m = messages.pay;
const s = messages.billingScreens;
const DAY_MS = 86_400_000;

export const prefetch: ScreenPrefetch = (queryClient) => {
  void queryClient.prefetchQuery(payStatementsQueryOptions());
};

function NewStatementForm() {
  const id = useId();
  const navigate = useNavigate();
  const payees = usePayees();
  const create = useCreatePayStatement();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const [payee, setPayee] = useState("");
  const [from, setFrom] = useState(localDayOf(new Date(clock.nowMs() - 7 * DAY_MS), zone));
  const [to, setTo] = useState(localDayOf(new Date(clock.nowMs() - DAY_MS), zone));
  const [error, setError] = useState<string>();

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    setError(undefined);
    const [kind, payeeId] = payee.split(":");
    if (!payeeId || (kind !== "driver" && kind !== "truck")) return setError(m.payeeRequired);
    try {
      const statement = await create.mutateAsync({ payee: { kind, id: payeeId }, from, to });
      toast.success(m.drafted(statement.number));
      await navigate(`/pay-statements/${statement.id}`);
    } catch (failure) {
      setError(errorMessage(failure, messages.http.requestFailed));
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.newStatement}</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={handleSubmit}
          className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
        >
          <div className="grid gap-2">
            <Label htmlFor={`${id}-payee`}>{m.payee}</Label>
            <NativeSelect
              id={`${id}-payee`}
              value={payee}
              onChange={(e) => setPayee(e.target.value)}
            >
              <option value="">{s.choosePayee}</option>
              {(payees.data ?? []).map((choice) => (
                <option key={`${choice.kind}:${choice.id}`} value={`${choice.kind}:${choice.id}`}>
                  {choice.name} ({m.payeeKinds[choice.kind]})
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-from`}>{messages.invoices.from}</Label>
            <Input
              id={`${id}-from`}
              type="date"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-to`}>{messages.invoices.to}</Label>
            <Input id={`${id}-to`} type="date" value={to} onChange={(e) => setTo(e.target.value)} />
          </div>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? <Loader2Icon aria-hidden="true" className="animate-spin" /> : null}
            {m.draft}
          </Button>
          <div className="sm:col-span-4">
            <FieldError message={error} />
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/** /pay-statements: drivers' and hired trucks' pay from approved tickets and hours. */
export function PayStatementsRoute() {
  const statements = usePayStatements();
  return (
    <div className="grid gap-6">
      <PageHeader title={m.heading} description={s.payIntro} />
      <NewStatementForm />
      {statements.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : statements.isError ? (
        <QueryError message={m.failedToLoad} onRetry={() => void statements.refetch()} />
      ) : statements.data.length === 0 ? (
        <EmptyState icon={WalletIcon} title={m.none} />
      ) : (
        <ul className="grid gap-2">
          {statements.data.map((statement) => (
            <li key={statement.id}>
              <Link
                to={`/pay-statements/${statement.id}`}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3 hover:bg-muted/50 focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
              >
                <span>
                  <span className="font-medium">{s.statementTitle(statement.number)}</span> ·{" "}
                  {statement.payee.name} · {statement.from} – {statement.to}
                </span>
                <span className="flex items-center gap-2">
                  <Badge variant="outline">{m.statuses[statement.status]}</Badge>
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
