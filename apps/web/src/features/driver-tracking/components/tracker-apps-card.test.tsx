import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ALL_PARTS, activateLanguage } from "@/lib/i18n";
import { createQueryClient } from "@/lib/query-client";
import { mockApi } from "@/test/fixtures";
import { TrackerAppsCard } from "./tracker-apps-card";

afterEach(async () => {
  vi.restoreAllMocks();
  await activateLanguage("en", ALL_PARTS);
});

const phone = {
  id: "t1",
  name: "Pixel in truck 12",
  createdAt: "2026-06-01T08:00:00.000Z",
  lastUsedAt: null,
};

function renderCard() {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <TrackerAppsCard />
    </QueryClientProvider>,
  );
  return { user };
}

describe("TrackerAppsCard", () => {
  it("creates a token, shows it once with the setup steps, and lists it", async () => {
    let tokens: unknown[] = [];
    const api = mockApi({
      "GET /api/me/device-tokens": () => ({ status: 200, body: { tokens } }),
      "POST /api/me/device-tokens": (body) => {
        tokens = [{ ...phone, name: (body as { name: string }).name }];
        return { status: 201, body: { ...phone, token: "hwdt_secret-token-value" } };
      },
    });
    const { user } = renderCard();
    expect(await screen.findByText(/None yet/)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Create token" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Name the device");

    await user.type(screen.getByLabelText("Device name"), "Pixel in truck 12");
    await user.click(screen.getByRole("button", { name: "Create token" }));
    const dialog = await screen.findByRole("dialog", { name: "Token for Pixel in truck 12" });
    expect(within(dialog).getByLabelText("Device token")).toHaveValue("hwdt_secret-token-value");
    expect(within(dialog).getByLabelText("Server URL")).toHaveValue(
      `${window.location.origin}/api/osmand`,
    );
    expect(
      (within(dialog).getByLabelText("Online tracking address") as HTMLInputElement).value,
    ).toContain("/api/osmand?id=hwdt_secret-token-value&lat={0}&lon={1}");
    expect(api.calls.find((c) => c.key === "POST /api/me/device-tokens")?.body).toEqual({
      name: "Pixel in truck 12",
    });

    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    expect(await screen.findByText("Pixel in truck 12")).toBeInTheDocument();
    expect(screen.queryByText("hwdt_secret-token-value")).not.toBeInTheDocument();
  });

  it("revokes a token after asking", async () => {
    let tokens: unknown[] = [phone];
    const api = mockApi({
      "GET /api/me/device-tokens": () => ({ status: 200, body: { tokens } }),
      "DELETE /api/me/device-tokens/t1": () => {
        tokens = [];
        return { status: 204 };
      },
    });
    const { user } = renderCard();
    await user.click(await screen.findByRole("button", { name: "Revoke Pixel in truck 12" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Revoke Pixel in truck 12?" });
    await user.click(within(confirm).getByRole("button", { name: "Revoke" }));
    expect(await screen.findByText(/None yet/)).toBeInTheDocument();
    expect(api.calls.map((c) => c.key)).toContain("DELETE /api/me/device-tokens/t1");
  });

  it("reads in Spanish, a token's dates included", async () => {
    await activateLanguage("es", ALL_PARTS);
    mockApi({
      "GET /api/me/device-tokens": () => ({ status: 200, body: { tokens: [phone] } }),
    });
    renderCard();
    expect(
      await screen.findByRole("button", { name: "Revocar Pixel in truck 12" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Apps de rastreo en segundo plano")).toBeInTheDocument();
    expect(screen.getByLabelText("Nombre del aparato")).toBeInTheDocument();
    expect(screen.getByText(/^Creado el 01 jun 2026 · sin reportes todavía$/)).toBeInTheDocument();
  });
});
