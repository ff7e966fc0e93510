import { api } from "@/lib/api-client";
import { saveFile } from "@/lib/save-file";

/** Invoices issued in the period as the accountant's CSV, saved as a file. */
export async function exportInvoices(format: "quickbooks" | "lines", from: string, to: string) {
  const query = new URLSearchParams({ from, to, format });
  const blob = await api.blob(`/api/exports/invoices.csv?${query}`);
  saveFile(blob, `invoices-${format}-${from}-to-${to}.csv`);
}
