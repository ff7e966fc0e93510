import {
  type BillRate,
  billPers,
  formatCents,
  type Job,
  localDayOf,
  messages,
  type PayRate,
  payPers,
  SetJobRatesInputSchema,
} from "@haulwise/domain";
import { ClipboardCheckIcon } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { useCompanyDrivers } from "@/api/get-company-drivers";
import { usePayees } from "@/api/get-payees";
import { useUpdateJob } from "@/api/update-job";
import { DateField, SelectField } from "@/components/choice-fields";
import { QueryError } from "@/components/query-error";
import { Button, SubmitButton } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field, FieldError } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-error";
import { clock } from "@/lib/clock";
import { t, translateMessage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useCustomers } from "../api/get-customers";
import { useJobRates } from "../api/get-job-rates";
import { useSetJobRates } from "../api/set-job-rates";

/** "14.25" → 1425; blank → null; anything else → NaN, which the schema refuses with its message. */
const centsOf = (dollars: string) =>
  dollars.trim() === "" ? null : Math.round(Number(dollars.replace(/[$,\s]/g, "")) * 100);

/** The first problem the domain schema finds in a rate about to be saved. */
function problemOf(input: unknown): string | null {
  const parsed = SetJobRatesInputSchema.safeParse(input);
  return parsed.success
    ? null
    : (parsed.error.issues[0]?.message ?? translateMessage(messages.http.requestFailed));
}

/** Saves a job's rates from a form: the schema's first problem, or the server's, shown under it. */
function useRateSave(jobId: string) {
  const save = useSetJobRates(jobId);
  const [error, setError] = useState<string>();
  async function submit(input: unknown, onSaved: () => void) {
    const problem = problemOf(input);
    setError(problem ?? undefined);
    if (problem) return;
    try {
      await save.mutateAsync(SetJobRatesInputSchema.parse(input));
      toast.success(translateMessage(messages.rates.saved));
      onSaved();
    } catch (failure) {
      setError(errorMessage(failure, messages.http.requestFailed));
    }
  }
  return { submit, error, pending: save.isPending };
}

function billRateText(rate: BillRate) {
  return [
    `${formatCents(rate.rateCents)} ${translateMessage(messages.rates.perLabels[rate.per] ?? rate.per)}`,
    rate.minimumCents !== null
      ? t("invoicing.minimumOf", { amount: formatCents(rate.minimumCents) })
      : null,
    rate.fuelSurchargePercent > 0
      ? t("invoicing.fuelSurchargeOf", { percent: rate.fuelSurchargePercent })
      : null,
  ]
    .filter(Boolean)
    .join(", ");
}

function payRateText(rate: PayRate) {
  return rate.per === "percent"
    ? `${rate.percent}% ${translateMessage(messages.rates.perLabels[rate.per] ?? rate.per)}`
    : `${formatCents(rate.rateCents ?? 0)} ${translateMessage(messages.rates.perLabels[rate.per] ?? rate.per)}`;
}

function CustomerCard({ job }: { job: Job }) {
  const id = useId();
  const customers = useCustomers();
  const update = useUpdateJob(job.id);
  const [customerId, setCustomerId] = useState(job.customerId ?? "");
  const [purchaseOrder, setPurchaseOrder] = useState(job.purchaseOrder ?? "");
  const [error, setError] = useState<string>();

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    setError(undefined);
    try {
      await update.mutateAsync({ customerId: customerId || null, purchaseOrder });
      toast.success(translateMessage(messages.customers.jobBillingSaved));
    } catch (failure) {
      setError(errorMessage(failure, messages.http.requestFailed));
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{translateMessage(messages.customers.customer)}</CardTitle>
        <CardDescription>
          {translateMessage(messages.billingScreens.jobCustomerIntro)}{" "}
          <Link className="underline underline-offset-4" to="/customers">
            {translateMessage(messages.customers.heading)}
          </Link>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={handleSubmit}
          className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        >
          <SelectField
            id={`${id}-customer`}
            label={translateMessage(messages.customers.customer)}
            placeholder={translateMessage(messages.customers.noCustomer)}
            choices={(customers.data ?? []).map((customer) => ({
              value: customer.id,
              label: customer.name,
            }))}
            value={customerId}
            onChange={setCustomerId}
          />
          <Field id={`${id}-po`} label={translateMessage(messages.customers.purchaseOrder)}>
            <Input
              id={`${id}-po`}
              value={purchaseOrder}
              onChange={(event) => setPurchaseOrder(event.target.value)}
            />
          </Field>
          <SubmitButton pending={update.isPending}>
            {translateMessage(messages.billingScreens.saveBilling)}
          </SubmitButton>
          <FieldError message={error} />
        </form>
      </CardContent>
    </Card>
  );
}

function BillRateForm({ jobId, today }: { jobId: string; today: string }) {
  const id = useId();
  const save = useRateSave(jobId);
  const [per, setPer] = useState<string>("ton");
  const [rate, setRate] = useState("");
  const [minimum, setMinimum] = useState("");
  const [surcharge, setSurcharge] = useState("");
  const [startsOn, setStartsOn] = useState(today);

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    const input = {
      bill: {
        per,
        rateCents: centsOf(rate),
        ...(minimum.trim() ? { minimumCents: centsOf(minimum) } : {}),
        ...(surcharge.trim() ? { fuelSurchargePercent: Number(surcharge) } : {}),
      },
      startsOn,
    };
    await save.submit(input, () => {
      setRate("");
      setMinimum("");
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4 sm:grid-cols-3">
      <Field id={`${id}-per`} label={translateMessage(messages.rates.per)}>
        <NativeSelect id={`${id}-per`} value={per} onChange={(event) => setPer(event.target.value)}>
          {billPers.map((value) => (
            <option key={value} value={value}>
              {translateMessage(messages.rates.perChoices[value] ?? value)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id={`${id}-rate`} label={translateMessage(messages.billingScreens.rateDollars)}>
        <Input
          id={`${id}-rate`}
          inputMode="decimal"
          value={rate}
          onChange={(event) => setRate(event.target.value)}
        />
      </Field>
      <Field id={`${id}-minimum`} label={translateMessage(messages.billingScreens.minimumDollars)}>
        <Input
          id={`${id}-minimum`}
          inputMode="decimal"
          value={minimum}
          disabled={per !== "ton" && per !== "cubic_yard"}
          onChange={(event) => setMinimum(event.target.value)}
        />
      </Field>
      <Field id={`${id}-surcharge`} label={translateMessage(messages.rates.fuelSurcharge)}>
        <Input
          id={`${id}-surcharge`}
          inputMode="decimal"
          value={surcharge}
          onChange={(event) => setSurcharge(event.target.value)}
        />
      </Field>
      <DateField
        id={`${id}-starts`}
        label={translateMessage(messages.rates.startsOn)}
        value={startsOn}
        onChange={setStartsOn}
      />
      <div className="flex items-end">
        <SubmitButton pending={save.pending}>
          {translateMessage(messages.rates.saveBill)}
        </SubmitButton>
      </div>
      <div className="sm:col-span-3">
        <FieldError message={save.error} />
      </div>
    </form>
  );
}

function PayRateForm({ jobId, today }: { jobId: string; today: string }) {
  const id = useId();
  const save = useRateSave(jobId);
  const drivers = useCompanyDrivers();
  const payees = usePayees();
  const [payee, setPayee] = useState("driver:");
  const [per, setPer] = useState<string>("load");
  const [amount, setAmount] = useState("");
  const [startsOn, setStartsOn] = useState(today);
  const hired = (payees.data ?? []).filter((p) => p.kind === "truck");

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    const [payeeKind, payeeId] = payee.split(":");
    const input = {
      pay: [
        {
          payeeKind,
          ...(payeeId ? { payeeId } : {}),
          per,
          ...(per === "percent" ? { percent: Number(amount) } : { rateCents: centsOf(amount) }),
        },
      ],
      startsOn,
    };
    await save.submit(input, () => setAmount(""));
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4 sm:grid-cols-4">
      <Field id={`${id}-payee`} label={translateMessage(messages.rates.payee)}>
        <NativeSelect
          id={`${id}-payee`}
          value={payee}
          onChange={(event) => setPayee(event.target.value)}
        >
          <option value="driver:">{translateMessage(messages.rates.everyDriver)}</option>
          {(drivers.data ?? []).map((driver) => (
            <option key={driver.id} value={`driver:${driver.id}`}>
              {driver.name}
            </option>
          ))}
          <option value="truck:">{translateMessage(messages.rates.everyHiredTruck)}</option>
          {hired.map((truck) => (
            <option key={truck.id} value={`truck:${truck.id}`}>
              {truck.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id={`${id}-per`} label={translateMessage(messages.rates.per)}>
        <NativeSelect id={`${id}-per`} value={per} onChange={(event) => setPer(event.target.value)}>
          {payPers.map((value) => (
            <option key={value} value={value}>
              {translateMessage(messages.rates.perChoices[value] ?? value)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field
        id={`${id}-amount`}
        label={
          per === "percent"
            ? translateMessage(messages.rates.percent)
            : translateMessage(messages.billingScreens.rateDollars)
        }
      >
        <Input
          id={`${id}-amount`}
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
      </Field>
      <DateField
        id={`${id}-starts`}
        label={translateMessage(messages.rates.startsOn)}
        value={startsOn}
        onChange={setStartsOn}
      />
      <div className="flex items-end sm:col-span-4">
        <SubmitButton pending={save.pending}>
          {translateMessage(messages.rates.savePay)}
        </SubmitButton>
      </div>
      <div className="sm:col-span-4">
        <FieldError message={save.error} />
      </div>
    </form>
  );
}

/** The job's Billing tab: its customer and purchase order, what the customer pays, and pay. */
export function JobBillingTab({ job }: { job: Job }) {
  const rates = useJobRates(job.id);
  const today = rates.data?.today ?? localDayOf(clock.now(), "UTC");

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap justify-end">
        <Button asChild variant="outline">
          <Link to={`/jobs/${job.id}/approval`}>
            <ClipboardCheckIcon aria-hidden="true" />
            {translateMessage(messages.approvals.heading)}
          </Link>
        </Button>
      </div>
      <CustomerCard job={job} />
      {rates.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : rates.isError ? (
        <QueryError
          message={translateMessage(messages.http.requestFailed)}
          onRetry={() => void rates.refetch()}
        />
      ) : (
        <>
          <Card>
            <CardHeader>
              <CardTitle>{translateMessage(messages.rates.billHeading)}</CardTitle>
              <CardDescription>
                {rates.data.bill
                  ? t("messages.billingScreens.rateSince", {
                      rate: billRateText(rates.data.bill),
                      day: rates.data.bill.startsOn,
                    })
                  : translateMessage(messages.rates.noBillRate)}
              </CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4">
              <BillRateForm jobId={job.id} today={today} />
              {rates.data.billHistory.length > 1 ? (
                <div>
                  <h3 className="text-sm font-medium">
                    {translateMessage(messages.rates.history)}
                  </h3>
                  <ul className="text-sm text-muted-foreground">
                    {rates.data.billHistory.map((rate) => (
                      <li key={rate.id}>
                        {rate.startsOn}: {billRateText(rate)}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{translateMessage(messages.rates.payHeading)}</CardTitle>
              <CardDescription>
                {rates.data.pay.length === 0
                  ? translateMessage(messages.rates.noPayRates)
                  : translateMessage(messages.billingScreens.payRatesToday)}
              </CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4">
              {rates.data.pay.length > 0 ? (
                <ul className="grid gap-1 text-sm">
                  {rates.data.pay.map((rate) => (
                    <li key={rate.id}>
                      <span className="font-medium">{rate.payeeName}</span>:{" "}
                      {t("messages.billingScreens.rateSince", {
                        rate: payRateText(rate),
                        day: rate.startsOn,
                      })}
                    </li>
                  ))}
                </ul>
              ) : null}
              <PayRateForm jobId={job.id} today={today} />
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
