import { api } from "@/lib/api-client";
import { saveFile } from "@/lib/save-file";

/** Pay statements issued in the period as the accountant's CSV, saved as a file. */
export async function exportPay(format: "quickbooks" | "lines", from: string, to: string) {
  const query = new URLSearchParams({ from, to, format });
  const blob = await api.blob(`/api/exports/pay.csv?${query}`);
  saveFile(blob, `pay-${format}-${from}-to-${to}.csv`);
}
