import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithRouter } from "@/test/render";
import { JobForm } from "./job-form";

function renderForm(onSubmit = vi.fn().mockResolvedValue(undefined)) {
  const view = renderWithRouter(
    <JobForm submitLabel="Create Job" onSubmit={onSubmit} onCancel={vi.fn()} />,
  );
  return { ...view, onSubmit };
}

describe("JobForm", () => {
  it("requires title, location, start date and description", async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole("button", { name: "Create Job" }));
    for (const message of [
      "Title is required",
      "Location is required",
      "Start date is required",
      "Description is required",
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText("Title")).toHaveAttribute("aria-invalid", "true");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses coordinates that are not on the map", async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText("Latitude"), "123");
    await user.type(screen.getByLabelText("Longitude"), "east");
    await user.click(screen.getByRole("button", { name: "Create Job" }));
    expect(await screen.findByText("Latitude must be between -90 and 90")).toBeInTheDocument();
    expect(screen.getByText("Longitude must be a number")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends the trimmed job, with empty map fields as none", async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText("Title"), "  Riverside haul ");
    await user.type(screen.getByLabelText("Location"), "Riverside site");
    fireEvent.change(screen.getByLabelText("Start date"), { target: { value: "2026-12-01" } });
    await user.type(screen.getByLabelText("Description"), "Gravel to the river bank.");
    await user.type(screen.getByLabelText("Latitude"), "38.5");
    await user.click(screen.getByRole("button", { name: "Create Job" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      title: "Riverside haul",
      location: "Riverside site",
      startDate: "2026-12-01",
      description: "Gravel to the river bank.",
      locationAddress: null,
      latitude: 38.5,
      longitude: null,
    });
  });

  it("shows the server's refusal under the field it is about", async () => {
    const onSubmit = vi
      .fn()
      .mockResolvedValue([{ path: "body.startDate", message: "Start date must be a date" }]);
    const { user } = renderForm(onSubmit);
    await user.type(screen.getByLabelText("Title"), "Haul");
    await user.type(screen.getByLabelText("Location"), "Site");
    fireEvent.change(screen.getByLabelText("Start date"), { target: { value: "2026-12-01" } });
    await user.type(screen.getByLabelText("Description"), "Text");
    await user.click(screen.getByRole("button", { name: "Create Job" }));
    expect(await screen.findByText("Start date must be a date")).toBeInTheDocument();
    expect(screen.getByLabelText("Start date")).toHaveAttribute("aria-invalid", "true");
  });
});
