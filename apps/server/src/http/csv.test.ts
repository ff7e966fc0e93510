import { describe, expect, it } from "vitest";
import { csvCell, csvLine } from "./csv.js";

describe("CSV cells", () => {
  it("quotes separators and quotes, and defuses what a spreadsheet would run as a formula", () => {
    expect(csvCell('Acme "North", LLC')).toBe('"Acme ""North"", LLC"');
    expect(csvCell("-2+3+cmd|' /C calc'!A0")).toBe("'-2+3+cmd|' /C calc'!A0");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it("writes amounts as numbers, negative ones included", () => {
    expect(csvCell("-10.00")).toBe("-10.00");
    expect(csvCell("176.27")).toBe("176.27");
    expect(csvCell(12.37)).toBe("12.37");
    expect(csvLine(["PAY-1", "-10.00", null])).toBe("PAY-1,-10.00,\r\n");
  });
});
