import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { toast, toastsWanted } from "@/lib/toast";
import { AppProviders } from "./providers";

describe("AppProviders' toaster", () => {
  it("is not loaded with the app, is fetched at a person's first press, and shows a toast then", async () => {
    render(
      <AppProviders>
        <button type="button">Record Load</button>
      </AppProviders>,
    );
    expect(toastsWanted()).toBe(false);
    expect(screen.queryByRole("region", { name: /^Notifications/ })).toBeNull();

    fireEvent.pointerDown(screen.getByRole("button", { name: "Record Load" }));
    expect(toastsWanted()).toBe(true);
    // The toaster mounts as soon as its file arrives, before any toast is sent.
    expect(await screen.findByRole("region", { name: /^Notifications/ })).toBeInTheDocument();

    toast.success("Load #1 recorded");
    expect(await screen.findByText("Load #1 recorded")).toBeInTheDocument();
  });
});
