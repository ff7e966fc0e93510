import { messages } from "@haulwise/domain";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithRouter } from "@/test/render";
import { TruckForm } from "./truck-form";

function renderForm(props: Partial<React.ComponentProps<typeof TruckForm>> = {}) {
  const onSubmit = vi.fn();
  const view = renderWithRouter(
    <TruckForm onSubmit={onSubmit} submitLabel="Add Truck" cancelTo="/vehicles" {...props} />,
  );
  return { onSubmit, ...view };
}

describe("TruckForm", () => {
  it("requires make, model and truck number; the plate is optional", async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole("button", { name: "Add Truck" }));
    expect(await screen.findByText("Make is required")).toBeInTheDocument();
    expect(screen.getByText("Model is required")).toBeInTheDocument();
    expect(screen.getByText("Truck number is required")).toBeInTheDocument();
    expect(screen.getByLabelText(/Licence plate/)).not.toHaveAttribute("aria-invalid");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits the truck with status Available by default and the plate in capitals", async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText("Make"), "Kenworth");
    await user.type(screen.getByLabelText("Model"), "T880");
    await user.type(screen.getByLabelText("Truck number"), "12");
    await user.type(screen.getByLabelText(/Licence plate/), "8abc123");
    await user.click(screen.getByRole("button", { name: "Add Truck" }));
    expect(onSubmit).toHaveBeenCalledWith(
      {
        make: "Kenworth",
        model: "T880",
        truckNumber: "12",
        licensePlate: "8ABC123",
        status: "available",
      },
      expect.anything(),
    );
  });

  it("says how the model shows on the dashboard (spec part 1 §4 type mapping)", async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText("Model"), "Transit Van");
    expect(screen.getByText("Shown on the dashboard as a van.")).toBeInTheDocument();
  });

  it("puts a truck number already in use under the truck number", async () => {
    renderForm({
      serverIssues: [{ path: "truckNumber", message: messages.trucks.numberTaken("12") }],
    });
    expect(await screen.findByText("Truck number 12 is already in use")).toBeInTheDocument();
    expect(screen.getByLabelText("Truck number")).toHaveAttribute("aria-invalid", "true");
  });
});
