import { localDayOf, messages } from "@haulwise/domain";
import { DownloadIcon } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/api-error";
import { clock } from "@/lib/clock";
import { toast } from "@/lib/toast";

export type ExportFormat = "quickbooks" | "lines";

const x = messages.accountingExports;
const DAY_MS = 86_400_000;

/** The accountant's CSV files of invoices or pay issued in a period, saved by `download`. */
export function ExportsCard({
  what,
  download: save,
}: {
  what: "invoices" | "pay";
  download: (format: ExportFormat, from: string, to: string) => Promise<void>;
}) {
  const id = useId();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const [from, setFrom] = useState(localDayOf(new Date(clock.nowMs() - 30 * DAY_MS), zone));
  const [to, setTo] = useState(localDayOf(clock.now(), zone));

  async function download(format: ExportFormat) {
    try {
      await save(format, from, to);
    } catch (error) {
      toast.error(errorMessage(error, messages.http.requestFailed));
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{x.exportHeading}</CardTitle>
        <CardDescription>{messages.billingScreens.exportsIntro(what)}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-end gap-4">
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
        <Button variant="outline" onClick={() => void download("quickbooks")}>
          <DownloadIcon aria-hidden="true" />
          {what === "invoices" ? x.quickBooksInvoicesCsv : x.quickBooksBillsCsv}
        </Button>
        <Button variant="outline" onClick={() => void download("lines")}>
          <DownloadIcon aria-hidden="true" />
          {what === "invoices" ? x.invoicesCsv : x.payCsv}
        </Button>
      </CardContent>
    </Card>
  );
}
