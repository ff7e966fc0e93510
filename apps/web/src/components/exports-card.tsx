import { messages } from "@haulwise/domain";
import { DownloadIcon } from "lucide-react";
import { useId } from "react";
import { PeriodFields, useRecentPeriod } from "@/components/period-fields";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { errorMessage } from "@/lib/api-error";
import { t, translateMessage } from "@/lib/i18n";
import { toast } from "@/lib/toast";

export type ExportFormat = "quickbooks" | "lines";

const x = messages.accountingExports;

/** The accountant's CSV files of invoices or pay issued in a period, saved by `download`. */
export function ExportsCard({
  what,
  download: save,
}: {
  what: "invoices" | "pay";
  download: (format: ExportFormat, from: string, to: string) => Promise<void>;
}) {
  const id = useId();
  const [period, setPeriod] = useRecentPeriod(30, 0);

  async function download(format: ExportFormat) {
    try {
      await save(format, period.from, period.to);
    } catch (error) {
      toast.error(errorMessage(error, messages.http.requestFailed));
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{translateMessage(x.exportHeading)}</CardTitle>
        <CardDescription>{t("messages.billingScreens.exportsIntro", { what })}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-end gap-4">
        <PeriodFields id={id} period={period} onChange={setPeriod} />
        <Button variant="outline" onClick={() => void download("quickbooks")}>
          <DownloadIcon aria-hidden="true" />
          {translateMessage(what === "invoices" ? x.quickBooksInvoicesCsv : x.quickBooksBillsCsv)}
        </Button>
        <Button variant="outline" onClick={() => void download("lines")}>
          <DownloadIcon aria-hidden="true" />
          {translateMessage(what === "invoices" ? x.invoicesCsv : x.payCsv)}
        </Button>
      </CardContent>
    </Card>
  );
}
