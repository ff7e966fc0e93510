import type { Readable } from "node:stream";
import type PDFKitDocument from "pdfkit";

/**
 * Server-rendered PDFs (invoices, pay statements, load evidence) built on pdfkit with its
 * built-in Helvetica: nothing to download or embed, and text a PDF reader can extract. Every
 * mark is black or a grey that survives a black-and-white printer, and nothing is told by
 * colour alone.
 */

/** Who the document is from, printed at the top of its first page. */
export type Letterhead = {
  name: string;
  /** Address, phone, e-mail: one per line. */
  lines: string[];
  /** The company's logo, already greyscale PNG (see `printableLogo`), or null. */
  logoPng: Buffer | null;
};

export type GeoPoint = { latitude: number; longitude: number };

export type PdfColumn = {
  label: string;
  /** Share of the printable width; the columns' shares are scaled to fill it. */
  width: number;
  align?: "left" | "right";
};

/** A row of cells, or a line of text across the table (a group's heading or subtotal). */
export type PdfRow = { cells: string[] } | { heading: string } | { subtotal: [string, string] };

const PAGE = { size: "LETTER" as const, margin: 48 };
const FONT = "Helvetica";
const BOLD = "Helvetica-Bold";
const INK = "#000000";
const RULE = "#444444";
const SIZE = { title: 18, body: 9.5, small: 8, heading: 10.5 };
const ROW_HEIGHT = 13;

/** A pdfkit font as its text layout uses it (not in pdfkit's types). */
type EncodingFont = {
  name: string;
  encode(text: string, features?: unknown): [string[], unknown[]];
  rememberedEncodings?: true;
};

/**
 * Remembers how each string is encoded in a font, for the rest of the document: pdfkit
 * computes glyphs and kerning afresh for every piece of text, and a table of thousands of
 * rows repeats its dates, rates and names. The encoded arrays are read, never changed, by
 * pdfkit when it writes a line without word spacing, which is all this module writes.
 */
function rememberEncodings(font: EncodingFont) {
  if (font.rememberedEncodings) return;
  const encode = font.encode.bind(font);
  const remembered = new Map<string, [string[], unknown[]]>();
  font.encode = (text, features) => {
    if (features) return encode(text, features);
    let found = remembered.get(text);
    if (!found) {
      found = encode(text);
      remembered.set(text, found);
    }
    return found;
  };
  font.rememberedEncodings = true;
}

export type PdfBuilder = Awaited<ReturnType<typeof createPdf>>;

// pdfkit and its fonts take a second of a core to load: a server that never prints anything
// (and each server test) starts without them.
let pdfkit: Promise<typeof PDFKitDocument> | null = null;

/** A document of one kind (INVOICE, PAY STATEMENT) with the sender's letterhead. */
export async function createPdf(options: {
  title: string;
  letterhead: Letterhead;
  /** Printed small at the bottom of each page beside its number. */
  footer: string;
  /** "Page 1 of 3". */
  pageLabel: (page: number, of: number) => string;
  /** Metadata a reader shows as the file's title. */
  documentTitle: string;
}) {
  pdfkit ??= import("pdfkit").then((loaded) => loaded.default);
  const PDFDocument = await pdfkit;
  const doc = new PDFDocument({
    size: PAGE.size,
    margin: PAGE.margin,
    bufferPages: true,
    info: { Title: options.documentTitle, Producer: "Haulwise", Creator: "Haulwise" },
  });

  const left = PAGE.margin;
  const right = doc.page.width - PAGE.margin;
  const bottom = () => doc.page.height - PAGE.margin - 18;
  doc.fillColor(INK).strokeColor(RULE).font(FONT).fontSize(SIZE.body);

  /**
   * Widths of the strings already measured in this document, by font and size: a long table
   * repeats its dates, rates and names, and measuring is most of pdfkit's cost per cell.
   */
  const widths = new Map<string, number>();
  /** pdfkit's current font and size, which its types leave out. */
  const current = doc as unknown as { _font: EncodingFont; _fontSize: number };
  function widthOf(text: string): number {
    rememberEncodings(current._font);
    const key = `${current._font.name}|${current._fontSize}|${text}`;
    let width = widths.get(key);
    if (width === undefined) {
      width = doc.widthOfString(text);
      widths.set(key, width);
    }
    return width;
  }

  /** Text on one line at (x, y), cut to `width` with an ellipsis, aligned within it. */
  function cell(text: string, x: number, y: number, width: number, align: "left" | "right") {
    let shown = text;
    // No Helvetica glyph is wider than its size: a short enough text fits without measuring.
    const surelyFits = text.length * current._fontSize <= width;
    if (!surelyFits && widthOf(shown) > width) {
      while (shown.length > 1 && widthOf(`${shown}…`) > width) shown = shown.slice(0, -1);
      shown = `${shown}…`;
    }
    const shownWidth = widthOf(shown);
    const at = align === "right" ? x + width - shownWidth : x;
    // The width and word count pdfkit would measure again for this one line, given.
    const measured = { textWidth: shownWidth, wordCount: shown.trim().split(/\s+/).length };
    doc.text(shown, at, y, { lineBreak: false, ...measured } as PDFKit.Mixins.TextOptions);
  }

  // Letterhead: the logo on the left, the company beside it, the document's title on the right.
  let top = PAGE.margin;
  let textLeft = left;
  if (options.letterhead.logoPng) {
    try {
      doc.image(options.letterhead.logoPng, left, top, { fit: [110, 56] });
      textLeft = left + 122;
    } catch {
      // A logo pdfkit cannot read is left out rather than failing the document.
    }
  }
  doc
    .font(BOLD)
    .fontSize(SIZE.heading)
    .text(options.letterhead.name, textLeft, top, {
      width: right - textLeft - 190,
    });
  doc.font(FONT).fontSize(SIZE.small);
  for (const line of options.letterhead.lines) doc.text(line, { width: right - textLeft - 190 });
  const afterCompany = doc.y;
  doc.font(BOLD).fontSize(SIZE.title);
  doc.text(options.title, right - 190, top, { width: 190, align: "right", lineBreak: false });
  top = Math.max(afterCompany, top + 60) + 12;
  doc.moveTo(left, top).lineTo(right, top).lineWidth(1).stroke();
  doc.y = top + 10;
  doc.font(FONT).fontSize(SIZE.body);

  /** Page numbers and the footer on every page, then the end of the document. */
  function finish() {
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      const y = doc.page.height - PAGE.margin - 6;
      doc.font(FONT).fontSize(SIZE.small).fillColor(INK);
      doc.text(options.footer, left, y, { lineBreak: false });
      const label = options.pageLabel(i - range.start + 1, range.count);
      doc.text(label, right - doc.widthOfString(label), y, { lineBreak: false });
    }
    doc.end();
  }

  function ensureRoom(height: number) {
    if (doc.y + height > bottom()) {
      doc.addPage();
      doc.y = PAGE.margin;
    }
  }

  return {
    /** Label–value pairs in two columns, such as Bill to and the invoice's number and dates. */
    blocks(blocks: Array<{ label: string; lines: string[] }>) {
      const width = (right - left) / blocks.length;
      const startY = doc.y;
      let lowest = startY;
      blocks.forEach((block, index) => {
        const x = left + index * width;
        doc
          .font(BOLD)
          .fontSize(SIZE.small)
          .text(block.label.toUpperCase(), x, startY, {
            width: width - 10,
          });
        doc.font(FONT).fontSize(SIZE.body);
        for (const line of block.lines) doc.text(line, x, doc.y, { width: width - 10 });
        lowest = Math.max(lowest, doc.y);
      });
      doc.y = lowest + 12;
    },

    /** A notice across the page in a black frame: DRAFT, VOID, PAID. */
    stamp(text: string) {
      ensureRoom(28);
      const y = doc.y;
      doc.font(BOLD).fontSize(SIZE.heading);
      const width = doc.widthOfString(text) + 16;
      doc.rect(left, y, width, 20).lineWidth(1.5).stroke();
      doc.text(text, left + 8, y + 5, { lineBreak: false });
      doc.font(FONT).fontSize(SIZE.body);
      doc.y = y + 30;
    },

    /**
     * A table whose header repeats on every page. Rows are written one line each, cut with an
     * ellipsis when too long: thousands of lines render in a second or two.
     */
    table(columns: PdfColumn[], rows: Iterable<PdfRow>) {
      const total = columns.reduce((sum, column) => sum + column.width, 0);
      const widths = columns.map((column) => (column.width / total) * (right - left));
      const xs = widths.map((_, i) => left + widths.slice(0, i).reduce((a, b) => a + b, 0));
      const header = () => {
        const y = doc.y;
        doc.font(BOLD).fontSize(SIZE.small);
        for (const [i, column] of columns.entries()) {
          cell(column.label, xs[i]! + 2, y, widths[i]! - 4, column.align ?? "left");
        }
        doc
          .moveTo(left, y + 11)
          .lineTo(right, y + 11)
          .lineWidth(0.8)
          .stroke();
        doc.font(FONT).fontSize(SIZE.small);
        doc.y = y + 15;
      };
      header();
      for (const row of rows) {
        if (doc.y + ROW_HEIGHT > bottom()) {
          doc.addPage();
          doc.y = PAGE.margin;
          header();
        }
        const y = doc.y;
        if ("cells" in row) {
          for (const [i, text] of row.cells.entries()) {
            cell(text, xs[i]! + 2, y, widths[i]! - 4, columns[i]?.align ?? "left");
          }
        } else if ("heading" in row) {
          doc.font(BOLD).fontSize(SIZE.small);
          cell(row.heading, left + 2, y + 2, right - left - 4, "left");
          doc.font(FONT).fontSize(SIZE.small);
          doc.y = y + 2;
        } else {
          doc
            .moveTo(xs[xs.length - 1]!, y)
            .lineTo(right, y)
            .lineWidth(0.5)
            .stroke();
          doc.font(BOLD);
          cell(
            row.subtotal[0],
            left + 2,
            y + 1,
            right - left - widths[widths.length - 1]! - 8,
            "right",
          );
          cell(
            row.subtotal[1],
            xs[xs.length - 1]! + 2,
            y + 1,
            widths[widths.length - 1]! - 4,
            "right",
          );
          doc.font(FONT);
          doc.y = y + 3;
        }
        doc.y += ROW_HEIGHT;
      }
      doc.fontSize(SIZE.body);
      doc.y += 6;
    },

    /** Label–amount lines aligned right under a table; the last one bold and ruled above. */
    totals(lines: Array<[string, string]>) {
      ensureRoom(lines.length * 15 + 12);
      const labelWidth = 260;
      const amountWidth = 100;
      lines.forEach(([label, amount], index) => {
        const last = index === lines.length - 1;
        const y = doc.y;
        if (last) {
          doc
            .moveTo(right - labelWidth - amountWidth, y - 2)
            .lineTo(right, y - 2)
            .lineWidth(1)
            .stroke();
          doc.font(BOLD).fontSize(SIZE.heading);
        }
        cell(label, right - labelWidth - amountWidth, y + 1, labelWidth - 8, "right");
        cell(amount, right - amountWidth, y + 1, amountWidth, "right");
        doc.font(FONT).fontSize(SIZE.body);
        doc.y = y + (last ? 18 : 14);
      });
    },

    /**
     * A route drawn as vectors in a ruled box: the points as a line (kept to its shape by
     * scaling east–west by the cosine of the latitude), the first a filled circle and the
     * last a square, with `caption` under the box. Nothing but a caption when under 2 points.
     */
    route(points: ReadonlyArray<GeoPoint>, caption: string, marks: { start: string; end: string }) {
      this.routes([points], caption, marks);
    },

    /**
     * Several routes in one box at one scale (a day's drivers), each drawn as `route` draws
     * one, dashed after the first so they stay apart in black and white.
     */
    routes(
      tracks: ReadonlyArray<ReadonlyArray<GeoPoint>>,
      caption: string,
      marks: { start: string; end: string },
    ) {
      const height = 220;
      ensureRoom(height + 30);
      const top = doc.y;
      const width = right - left;
      doc.rect(left, top, width, height).lineWidth(0.8).stroke();
      const drawn = tracks.filter((points) => points.length >= 2);
      const all = drawn.flat();
      if (all.length >= 2) {
        const meanLat = all.reduce((sum, p) => sum + p.latitude, 0) / all.length;
        const k = Math.cos((meanLat * Math.PI) / 180);
        let [minX, maxX, minY, maxY] = [Infinity, -Infinity, Infinity, -Infinity];
        for (const p of all) {
          minX = Math.min(minX, p.longitude * k);
          maxX = Math.max(maxX, p.longitude * k);
          minY = Math.min(minY, p.latitude);
          maxY = Math.max(maxY, p.latitude);
        }
        const pad = 16;
        const span = Math.max(maxX - minX, maxY - minY, 1e-6);
        const scale = Math.min((width - 2 * pad) / span, (height - 2 * pad) / span);
        const offX = left + (width - (maxX - minX) * scale) / 2;
        const offY = top + (height - (maxY - minY) * scale) / 2;
        const at = (p: GeoPoint): [number, number] => [
          offX + (p.longitude * k - minX) * scale,
          offY + (maxY - p.latitude) * scale,
        ];
        for (const [index, points] of drawn.entries()) {
          const [x0, y0] = at(points[0]!);
          doc.moveTo(x0, y0);
          for (let i = 1; i < points.length; i++) doc.lineTo(...at(points[i]!));
          if (index > 0) doc.dash(4 + 2 * (index % 3), { space: 2 + (index % 2) });
          doc.lineWidth(1.5).strokeColor(INK).stroke();
          doc.undash();
          doc.circle(x0, y0, 3.5).fill(INK);
          const [xn, yn] = at(points[points.length - 1]!);
          doc.rect(xn - 3.5, yn - 3.5, 7, 7).fill(INK);
          doc.font(FONT).fontSize(SIZE.small).fillColor(INK);
          doc.text(marks.start, x0 + 6, y0 - 4, { lineBreak: false });
          doc.text(marks.end, xn + 6, yn - 4, { lineBreak: false });
        }
        doc.strokeColor(RULE);
      }
      doc.font(FONT).fontSize(SIZE.small).fillColor(INK);
      doc.text(caption, left, top + height + 4, { width });
      doc.fontSize(SIZE.body);
      doc.y += 8;
    },

    /** A bold heading on a new page: one section of a document per page, such as a load. */
    section(text: string) {
      doc.addPage();
      doc.y = PAGE.margin;
      doc
        .font(BOLD)
        .fontSize(SIZE.heading)
        .fillColor(INK)
        .text(text, left, doc.y, { width: right - left });
      doc
        .moveTo(left, doc.y + 2)
        .lineTo(right, doc.y + 2)
        .lineWidth(0.8)
        .stroke();
      doc.font(FONT).fontSize(SIZE.body);
      doc.y += 10;
    },

    /** A PNG or JPEG, at most `height` points tall, with `caption` under it. */
    image(data: Buffer, caption: string, height = 70) {
      ensureRoom(height + 30);
      const top = doc.y;
      doc.image(data, left, top, { fit: [right - left, height] });
      doc.font(FONT).fontSize(SIZE.small).fillColor(INK);
      doc.text(caption, left, top + height + 4, { width: right - left });
      doc.fontSize(SIZE.body);
      doc.y += 8;
    },

    /** A paragraph of plain text across the page. */
    paragraph(text: string) {
      ensureRoom(30);
      doc
        .font(FONT)
        .fontSize(SIZE.body)
        .text(text, left, doc.y, { width: right - left });
      doc.y += 6;
    },

    /** Finishes the document (page numbers and the footer on every page) as one buffer. */
    async toBuffer(): Promise<Buffer> {
      const chunks: Buffer[] = [];
      const ended = new Promise<Buffer>((resolve, reject) => {
        doc.on("data", (chunk: Buffer) => chunks.push(chunk));
        doc.on("end", () => resolve(Buffer.concat(chunks)));
        doc.on("error", reject);
      });
      finish();
      return ended;
    },

    /**
     * The document as a stream while `draw` writes it, finished when `draw` resolves: what is
     * drawn leaves as it is written (images at once; pages, being numbered "of N", at the end),
     * so a long document holds no more than its pages' text. A failure ends the stream with
     * the error.
     */
    toStream(draw: () => Promise<void>): Readable {
      draw().then(finish, (error: unknown) =>
        doc.destroy(error instanceof Error ? error : new Error(String(error))),
      );
      return doc;
    },
  };
}
