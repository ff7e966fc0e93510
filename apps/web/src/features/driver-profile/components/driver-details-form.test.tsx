import { messages } from "@haulwise/domain";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { makeMe } from "@/test/fixtures";
import { DriverDetailsForm } from "./driver-details-form";

function setup() {
  const profile = makeMe("driver").profile!;
  const onSubmit = vi.fn().mockResolvedValue(undefined);
  const user = userEvent.setup();
  render(<DriverDetailsForm profile={profile} onSubmit={onSubmit} onCancel={vi.fn()} />);
  return { user, onSubmit };
}

describe("DriverDetailsForm", () => {
  it("uses the driver form's messages for names and email", async () => {
    const { user, onSubmit } = setup();
    await user.clear(screen.getByLabelText("First name"));
    await user.clear(screen.getByLabelText("Last name"));
    await user.clear(screen.getByLabelText("Email"));
    await user.type(screen.getByLabelText("Email"), "nope");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(messages.validation.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.validation.lastNameRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.validation.validEmailIsRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("parses years of experience and turns empty optional fields into nothing", async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText("Years of experience (optional)"), "7");
    await user.type(screen.getByLabelText("City (optional)"), " Fresno ");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        firstName: "Dana",
        yearsOfExperience: 7,
        city: "Fresno",
        zipCode: null,
      }),
      expect.anything(),
    );
    // The language is chosen in Account Settings: saving these details leaves it as it is.
    expect(onSubmit.mock.calls[0]?.[0]).not.toHaveProperty("language");
  });
});
