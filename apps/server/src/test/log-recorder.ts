import { Writable } from "node:stream";

/** A stream for the app's log that keeps every line, as it would reach standard output. */
export function logRecorder() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  return { stream, lines, text: () => lines.join("\n") };
}
