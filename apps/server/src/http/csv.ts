/**
 * A CSV cell: quoted when it holds a separator, quote or line break; text a spreadsheet
 * would run as a formula (=, +, -, @, tab, return) is prefixed with an apostrophe (OWASP
 * "CSV injection").
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  // A plain signed decimal ("-10.00", a deduction) is a number to a spreadsheet, never a formula.
  const numeric = /^-?\d+(\.\d+)?$/.test(value);
  const safe = !numeric && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV line of cells, ended as spreadsheets expect (CRLF). */
export const csvLine = (cells: ReadonlyArray<string | number | null>) =>
  `${cells.map(csvCell).join(",")}\r\n`;
