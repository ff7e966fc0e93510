import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "@/test/render";
import { announcedAsButton, Button } from "./button";

describe("a link the specification calls a button", () => {
  function renderUpgrade() {
    return renderWithRouter(
      <Routes>
        <Route
          path="/"
          element={
            <Button asChild {...announcedAsButton}>
              <a href="/subscription" onClick={(event) => event.preventDefault()}>
                Upgrade Plan
              </a>
            </Button>
          }
        />
      </Routes>,
    );
  }

  it("is announced as a button and keeps its address", () => {
    renderUpgrade();
    const upgrade = screen.getByRole("button", { name: "Upgrade Plan" });
    expect(upgrade).toHaveAttribute("href", "/subscription");
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("is pressed by Space as well as Enter, as a button is", async () => {
    const { user } = renderUpgrade();
    const upgrade = screen.getByRole("button", { name: "Upgrade Plan" });
    let presses = 0;
    upgrade.addEventListener("click", () => presses++);
    upgrade.focus();
    await user.keyboard(" ");
    expect(presses).toBe(1);
    await user.keyboard("{Enter}");
    expect(presses).toBe(2);
  });
});
