import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ALL_PARTS, activateLanguage } from "@/lib/i18n";
import { Calendar } from "./calendar";

afterEach(async () => {
  await activateLanguage("en", ALL_PARTS);
});

const november = new Date(2026, 10, 15);

/** The weekday headers, in order. */
const weekdays = () =>
  Array.from(document.querySelectorAll(".rdp-weekday"), (header) =>
    header.getAttribute("aria-label"),
  );

describe("Calendar", () => {
  it("names months and weekdays in English by default, the week from Sunday", () => {
    render(<Calendar mode="single" defaultMonth={november} />);
    expect(screen.getByRole("grid", { name: "November 2026" })).toBeInTheDocument();
    expect(weekdays()[0]).toBe("Sunday");
  });

  it("names them in Spanish once the language is Spanish, the week from Sunday as in the US", async () => {
    await activateLanguage("es", ALL_PARTS);
    render(<Calendar mode="single" defaultMonth={november} />);
    expect(await screen.findByRole("grid", { name: "noviembre 2026" })).toBeInTheDocument();
    expect(weekdays().slice(0, 2)).toEqual(["domingo", "lunes"]);
    expect(screen.getByRole("button", { name: "Ir al mes siguiente" })).toBeInTheDocument();
  });
});
