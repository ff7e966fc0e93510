import PDFDocument from "pdfkit";
import { CITY, type DemoJob, SITES } from "./world.js";

/** A job's haul plan as a one-page PDF: the document a contractor hands the drivers. */
export function haulPlanPdf(job: DemoJob): Promise<Buffer> {
  const doc = new PDFDocument({ size: "LETTER", margin: 56 });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.font("Helvetica-Bold").fontSize(18).text(`Haul plan: ${job.title}`);
  doc.moveDown(0.5).font("Helvetica").fontSize(11).text(job.description);
  doc.moveDown();
  for (const line of [
    `Load at: ${SITES[job.load].name}, ${CITY}`,
    `Dump at: ${SITES[job.dump].name}, ${CITY}`,
    `Material: ${job.material}`,
    "Shifts: ten hours, crews starting every two hours round the clock.",
    "At the pit: queue outside the gate, weigh in at the scale house, keep your ticket.",
    "Record every ticket in Haulwise as you leave the pit; complete it at the dump.",
    "Safety: 15 mph inside the pit, reverse alarms on, high-visibility vest out of the cab.",
  ]) {
    doc.text(line);
    doc.moveDown(0.3);
  }
  doc.end();
  return done;
}
