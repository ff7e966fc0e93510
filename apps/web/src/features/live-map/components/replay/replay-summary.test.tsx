import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ALL_PARTS, activateLanguage } from "@/lib/i18n";
import { ReplaySummary } from "./replay-summary";
import { clockTimeIn } from "./time-of-day";

const START = Date.parse("2026-11-28T07:00:00Z");
const MINUTE = 60_000;

/** A day's totals, one 14-minute stop and two visits (one still open), as the player gives them. */
function summary() {
  return (
    <ReplaySummary
      totals={{
        distanceMetres: 20_000,
        movingMs: 125 * MINUTE,
        stoppedMs: 14 * MINUTE,
        unseenMs: 40_000,
      }}
      stops={[
        {
          latitude: 36.8,
          longitude: -119.8,
          startedAt: START + 60 * MINUTE,
          endedAt: START + 74 * MINUTE,
          radiusMetres: 12,
        },
      ]}
      visits={[
        {
          siteId: "s1",
          siteName: "North pit",
          arrivedAt: new Date(START + 10 * MINUTE).toISOString(),
          departedAt: new Date(START + 18 * MINUTE).toISOString(),
          inferred: true,
        },
        {
          siteId: "s2",
          siteName: "Riverside fill",
          arrivedAt: new Date(START + 200 * MINUTE).toISOString(),
          departedAt: null,
          inferred: false,
        },
      ]}
      from={START}
      to={START + 720 * MINUTE}
      timeOf={clockTimeIn("UTC")}
      onSeek={() => {}}
    />
  );
}

describe("the replay's totals, stops and visits", () => {
  afterEach(async () => {
    await activateLanguage("en", ALL_PARTS);
  });

  it("read in English, durations and distances written out", async () => {
    await activateLanguage("en", ALL_PARTS);
    render(summary());
    expect(screen.getByRole("heading", { name: "Totals" })).toBeTruthy();
    expect(screen.getByTestId("replay-distance").textContent).toBe("12.4 mi (20.0 km)");
    expect(screen.getByTestId("replay-moving").textContent).toBe("2 h 05 min");
    expect(screen.getByTestId("replay-stopped").textContent).toBe("14 min");
    expect(screen.getByText("40 s")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Go to the stop at 08:00" }).textContent).toBe(
      "08:00–08:14 · 14 min",
    );
    expect(screen.getByText(/North pit: 07:10–07:18/)).toBeTruthy();
    expect(screen.getByText("(placed across a silence)", { exact: false })).toBeTruthy();
    expect(screen.getByText("Riverside fill: arrived 10:20, still there")).toBeTruthy();
  });

  it("read in Spanish from the catalogue", async () => {
    await activateLanguage("es", ALL_PARTS);
    render(summary());
    expect(screen.getByRole("heading", { name: "Totales" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Paradas" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Visitas a canteras y obras" })).toBeTruthy();
    expect(screen.getByTestId("replay-distance").textContent).toBe("12.4 mi (20.0 km)");
    expect(screen.getByText("Sin señal")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Ir a la parada de las 08:00" })).toBeTruthy();
    expect(screen.getByText("Riverside fill: llegó a las 10:20, sigue ahí")).toBeTruthy();
    expect(screen.queryByText(/Totals|Stops|arrived/)).toBeNull();
  });
});
