import type { Company } from "@haulwise/domain";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithRouter } from "@/test/render";
import { CompanyProfileForm } from "./company-profile-form";

const blank: Company = {
  id: "c1",
  name: "",
  contactName: null,
  phone: null,
  email: null,
  address: null,
  notes: null,
  logoUrl: null,
  timeZone: "America/Chicago",
};

describe("CompanyProfileForm", () => {
  it("requires every field except the notes, with the spec's input types", async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithRouter(
      <CompanyProfileForm company={blank} onSubmit={onSubmit} cancelTo="/drivers" />,
    );
    expect(screen.getByLabelText("Phone")).toHaveAttribute("type", "tel");
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
    await user.click(screen.getByRole("button", { name: "Save Profile" }));

    for (const message of [
      "Company name is required",
      "Contact name is required",
      "Phone is required",
      "A valid email is required",
      "Business address is required",
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText("Company Name")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText(/Additional Notes/)).not.toHaveAttribute("aria-invalid");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits trimmed values with empty notes as null", async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithRouter(
      <CompanyProfileForm company={blank} onSubmit={onSubmit} cancelTo="/drivers" />,
    );
    await user.type(screen.getByLabelText("Company Name"), "  Stone Hauling ");
    await user.type(screen.getByLabelText("Contact Name"), "Carla Stone");
    await user.type(screen.getByLabelText("Phone"), "555 0100");
    await user.type(screen.getByLabelText("Email"), "Office@Stone.example");
    await user.type(screen.getByLabelText("Business Address"), "1 Quarry Road");
    await user.click(screen.getByRole("button", { name: "Save Profile" }));

    expect(onSubmit).toHaveBeenCalledWith(
      {
        companyName: "Stone Hauling",
        contactName: "Carla Stone",
        phone: "555 0100",
        email: "office@stone.example",
        address: "1 Quarry Road",
        notes: null,
        timeZone: "America/Chicago",
      },
      expect.anything(),
    );
  });

  it("loads the saved profile and offers Cancel back to the drivers page", () => {
    renderWithRouter(
      <CompanyProfileForm
        company={{ ...blank, name: "Stone Hauling", notes: "Gate code 1234" }}
        onSubmit={vi.fn()}
        cancelTo="/drivers"
      />,
    );
    expect(screen.getByLabelText("Company Name")).toHaveValue("Stone Hauling");
    expect(screen.getByLabelText(/Additional Notes/)).toHaveValue("Gate code 1234");
    expect(screen.getByRole("link", { name: "Cancel" })).toHaveAttribute("href", "/drivers");
  });

  it("shows the server's field problems under their fields", async () => {
    renderWithRouter(
      <CompanyProfileForm
        company={blank}
        onSubmit={vi.fn()}
        cancelTo="/drivers"
        serverIssues={[{ path: "phone", message: "Phone can be at most 40 characters" }]}
      />,
    );
    expect(await screen.findByText("Phone can be at most 40 characters")).toBeInTheDocument();
  });
});
