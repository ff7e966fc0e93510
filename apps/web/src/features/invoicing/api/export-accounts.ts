import { api } from "@/lib/api-client";
import { saveFile } from "@/lib/save-file";

export type AccountsExport = {
  what: "invoices" | "pay";
  format: "quickbooks" | "lines";
  from: string;
  to: string;
};

/** Invoices or pay issued in the period as the accountant's CSV, saved as a file. */
export async function exportAccounts({ what, format, from, to }: AccountsExport) {
  const query = new URLSearchParams({ from, to, format });
  const blob = await api.blob(`/api/exports/${what}.csv?${query}`);
  saveFile(blob, `${what}-${format}-${from}-to-${to}.csv`);
}
