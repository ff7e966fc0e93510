import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type * as React from "react";
import { MemoryRouter } from "react-router";
import { RouterScreenNavigation } from "@/app/public-screen-bridge";

/** Renders inside a router (forms hold links) and returns a user-event session. */
export function renderWithRouter(ui: React.ReactElement) {
  const user = userEvent.setup();
  return {
    user,
    ...render(
      <MemoryRouter>
        <RouterScreenNavigation>{ui}</RouterScreenNavigation>
      </MemoryRouter>,
    ),
  };
}
