import { execFileSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../../../../..");
const fixture = path.join(import.meta.dirname, `lint-fixture-${process.pid}.ts`);

/** What `npm run lint` says about a file of map code: the lines its Leaflet rules flag. */
function flaggedLines(code: string): number[] {
  writeFileSync(fixture, code);
  let output: string;
  try {
    output = execFileSync("npx", ["biome", "lint", "--reporter=json", fixture], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
  } catch (error) {
    output = (error as { stdout: string }).stdout;
  }
  const report = JSON.parse(output) as {
    diagnostics: Array<{ category: string; location: { start: { line: number } } }>;
  };
  return report.diagnostics
    .filter((d) => d.category === "plugin")
    .map((d) => d.location.start.line)
    .sort((a, b) => a - b);
}

describe("the lint rules on Leaflet content", () => {
  afterAll(() => rmSync(fixture, { force: true }));

  it("refuse strings in popups, tooltips and div icons, and let text nodes through", () => {
    const code = [
      'import L from "leaflet";',
      "declare const marker: L.Marker;",
      "declare const job: { title: string };",
      "declare function textNode(text: string, className?: string): HTMLElement;",
      "marker.bindTooltip(job.title);",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the map code under test, as text
      "marker.bindTooltip(`${job.title}`, { sticky: true });",
      'marker.bindPopup("<b>Pit 4</b>");',
      "marker.setTooltipContent(job.title);",
      "L.popup().setContent(job.title.trim());",
      "L.tooltip({ content: job.title });",
      "L.divIcon({ html: job.title });",
      "marker.bindTooltip(textNode(job.title));",
      'marker.bindTooltip(textNode(job.title, "hw-fence-label"), { sticky: true });',
      "L.popup({ content: textNode(job.title) });",
      'L.divIcon({ html: "<span></span>" });',
    ].join("\n");
    expect(flaggedLines(code)).toEqual([5, 6, 7, 8, 9, 10, 11]);
  }, 60_000);
});
