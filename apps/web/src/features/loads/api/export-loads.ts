import { api } from "@/lib/api-client";
import { saveFile } from "@/lib/save-file";
import { rangeQuery, type SummaryScope } from "./get-load-summary";

/** The shown range as a CSV file, saved under the name the server gives the range. */
export async function exportLoads(scope: SummaryScope) {
  const blob = await api.blob(`/api/loads/export.csv${rangeQuery(scope)}`);
  const span =
    scope.from && scope.to && scope.to !== scope.from ? `${scope.from}-to-${scope.to}` : scope.from;
  saveFile(blob, `loads-${span ?? "today"}.csv`);
}
