import type { SharedJob } from "@haulwise/domain";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ALL_PARTS, activateLanguage } from "@/lib/i18n";
import { createQueryClient } from "@/lib/query-client";
import { mockApi } from "@/test/fixtures";
import { SharedJobRoute } from "./shared-job";

afterEach(async () => {
  vi.restoreAllMocks();
  await activateLanguage("en", ALL_PARTS);
});

const shared: SharedJob = {
  job: {
    title: "Riverside fill",
    jobNumber: "JOB-100200",
    status: "active",
    location: "Riverside",
    companyName: "North Gravel",
    customerName: null,
    purchaseOrder: "7781",
  },
  sharedByName: "Dana Reyes",
  expiresAt: null,
  today: "2026-11-28",
  timeZone: "America/Chicago",
  totals: { totalLoads: 2, totalTons: 1234.5, totalCubicYards: 12 },
  loads: [
    {
      id: "l1",
      loadNumber: 3,
      status: "completed",
      driverName: "Rosa Méndez",
      truckNumber: "12",
      materialType: "Gravel",
      quantity: 22.5,
      quantityUnit: "tons",
      ticketNumber: null,
      startedAt: "2026-11-28T14:00:00.000Z",
      completedAt: "2026-11-28T15:05:00.000Z",
      day: "2026-11-28",
      hasPhoto: true,
    },
  ],
  positions: [],
  reviews: [],
};

function renderPage() {
  mockApi({ "GET /api/shared/tok": { status: 200, body: shared } });
  render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <MemoryRouter initialEntries={["/shared/tok"]}>
        <Routes>
          <Route path="/shared/:token" element={<SharedJobRoute />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe("SharedJobRoute", () => {
  // jsdom's accessible names drop the space before a screen-reader-only part; a browser keeps it.
  it("shows the customer the job's totals and loads in English", async () => {
    renderPage();
    expect(await screen.findByRole("heading", { name: "Riverside fill" })).toBeInTheDocument();
    expect(screen.getByText("Shared by Dana Reyes of North Gravel")).toBeInTheDocument();
    expect(screen.getByText("JOB-100200 · Riverside · PO 7781")).toBeInTheDocument();
    expect(screen.getByText("2 loads · 12.00 cubic yards")).toBeInTheDocument();
    const day = screen.getByRole("region", { name: "Today (2026-11-28)" });
    expect(within(day).getByRole("columnheader", { name: "Ticket" })).toBeInTheDocument();
    expect(within(day).getByText("22.50 tons")).toBeInTheDocument();
    expect(within(day).getByRole("button", { name: /^Dispute ?load #3$/ })).toBeInTheDocument();
  });

  it("reads in Spanish, the day, numbers and dialogs included", async () => {
    await activateLanguage("es", ALL_PARTS);
    const user = renderPage();
    expect(await screen.findByRole("heading", { name: "Riverside fill" })).toBeInTheDocument();
    expect(screen.getByText("Compartido por Dana Reyes de North Gravel")).toBeInTheDocument();
    expect(screen.getByText("JOB-100200 · Riverside · OC 7781")).toBeInTheDocument();
    expect(screen.getByText("Acarreado hasta ahora")).toBeInTheDocument();
    expect(screen.getByText("2 cargas · 12.00 yardas cúbicas")).toBeInTheDocument();
    const day = screen.getByRole("region", { name: "Hoy (28 nov 2026)" });
    expect(within(day).getByRole("columnheader", { name: "Boleta" })).toBeInTheDocument();
    expect(within(day).getByText("Sin número de boleta")).toBeInTheDocument();
    expect(within(day).getByText("22.50 toneladas")).toBeInTheDocument();

    await user.click(
      within(day).getByRole("button", {
        name: /^Aprobar las boletas de este día ?\(Hoy \(28 nov 2026\)\)$/,
      }),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "Aprobar las boletas del 28 nov 2026",
    });
    expect(
      within(dialog).getByText(/Usted confirma la boleta entregada de este día/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Aprobar" }));
    expect(
      await within(dialog).findByText(
        "Escriba su nombre, para que el transportista sepa quién aprobó",
      ),
    ).toBeInTheDocument();
  });
});
