import { messages, type Notification, type NotificationPage } from "@haulwise/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ALL_PARTS, activateLanguage } from "@/lib/i18n";
import { jobKeys } from "@/lib/query-keys";
import { mockApi } from "@/test/fixtures";
import { landedAt, renderRoute } from "@/test/render-route";
import { NotificationBell } from "./notification-bell";

const m = messages.notifications;

afterEach(async () => {
  vi.restoreAllMocks();
  await activateLanguage("en", ALL_PARTS);
});

function note(overrides: Partial<Notification> = {}): Notification {
  return {
    id: "n1",
    type: "job.assigned",
    title: "You were assigned to Quarry haul",
    body: "Starts tomorrow at 7:00",
    link: "/driver-jobs",
    readAt: null,
    resolvedAt: null,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

function page(notifications: Notification[], extra: Partial<NotificationPage> = {}) {
  return {
    status: 200,
    body: {
      notifications,
      unreadCount: notifications.filter((n) => n.readAt === null).length,
      nextCursor: null,
      ...extra,
    },
  };
}

const renderBell = () => renderRoute(<NotificationBell />, { path: "/here" });

describe("NotificationBell", () => {
  it("shows no dot and an honest empty state when there is nothing", async () => {
    mockApi({ "GET /api/notifications": page([]) });
    const { user } = renderBell();
    const bell = await screen.findByRole("button", { name: m.bellLabel(0) });
    expect(screen.queryByTestId("unread-dot")).not.toBeInTheDocument();
    await user.click(bell);
    const centre = await screen.findByRole("dialog", { name: m.heading });
    expect(within(centre).getByText(m.empty)).toBeInTheDocument();
    expect(within(centre).getByRole("button", { name: m.markAllRead })).toBeDisabled();
  });

  it("shows the dot while something is unread and lists title, body and time", async () => {
    mockApi({
      "GET /api/notifications": page([
        note(),
        note({
          id: "n2",
          title: "Ray joined your company",
          body: null,
          readAt: "2026-01-01T00:00:00Z",
        }),
      ]),
    });
    const { user } = renderBell();
    const bell = await screen.findByRole("button", { name: m.bellLabel(1) });
    expect(screen.getByTestId("unread-dot")).toBeInTheDocument();
    await user.click(bell);
    const list = await screen.findByRole("list", { name: m.heading });
    const [unread, read] = within(list).getAllByRole("button");
    expect(unread).toHaveAccessibleName("Unread: You were assigned to Quarry haul");
    expect(unread).toHaveAccessibleDescription("Starts tomorrow at 7:00 5 minutes ago");
    expect(read).toHaveAccessibleName("Ray joined your company");
  });

  it("marks a chosen notification read and opens its link with fresh data", async () => {
    const api = mockApi({
      "GET /api/notifications": page([note()]),
      "POST /api/notifications/n1/read": {
        status: 200,
        body: note({ readAt: new Date().toISOString() }),
      },
    });
    const { user, queryClient } = renderBell();
    // Data fetched moments ago that the notification says has changed since.
    queryClient.setQueryData(jobKeys.list("assigned"), []);
    await user.click(await screen.findByRole("button", { name: m.bellLabel(1) }));
    await user.click(await screen.findByRole("button", { name: /You were assigned/ }));
    expect(await landedAt()).toBe("/driver-jobs");
    expect(api.calls.map((call) => call.key)).toContain("POST /api/notifications/n1/read");
    expect(queryClient.getQueryState(jobKeys.list("assigned"))?.isInvalidated).toBe(true);
  });

  it("marks everything read and the dot goes", async () => {
    let unread = true;
    const api = mockApi({
      "GET /api/notifications": () =>
        page([note({ readAt: unread ? null : new Date().toISOString() })]),
      "POST /api/notifications/read-all": () => {
        unread = false;
        return { status: 200, body: { marked: 1 } };
      },
    });
    const { user } = renderBell();
    await user.click(await screen.findByRole("button", { name: m.bellLabel(1) }));
    await user.click(await screen.findByRole("button", { name: m.markAllRead }));
    await waitFor(() => expect(screen.queryByTestId("unread-dot")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: m.bellLabel(0) })).toBeInTheDocument();
    expect(api.calls.map((call) => call.key)).toContain("POST /api/notifications/read-all");
  });

  it("loads older notifications on request", async () => {
    let requests = 0;
    mockApi({
      "GET /api/notifications": () => {
        requests++;
        return requests === 1
          ? page([note()], { nextCursor: "next" })
          : page([note({ id: "old", title: "Older news", readAt: "2026-01-01T00:00:00Z" })]);
      },
    });
    const { user } = renderBell();
    await user.click(await screen.findByRole("button", { name: m.bellLabel(1) }));
    await user.click(await screen.findByRole("button", { name: m.showOlder }));
    expect(await screen.findByText("Older news")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: m.showOlder })).not.toBeInTheDocument();
  });

  it("says so when the list cannot load", async () => {
    mockApi({
      "GET /api/notifications": {
        status: 400,
        body: { error: { code: "BAD_REQUEST", message: "x" } },
      },
    });
    const { user } = renderBell();
    await user.click(await screen.findByRole("button", { name: m.bellLabel(0) }));
    expect(await screen.findByText(m.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("asks for the list again when the language changes, since the server writes it in the reader's", async () => {
    let language = "en";
    mockApi({
      "GET /api/notifications": () =>
        page([
          note({ title: language === "es" ? "Ya está en Quarry haul" : "You're on Quarry haul" }),
        ]),
    });
    const { user } = renderBell();
    await user.click(await screen.findByRole("button", { name: m.bellLabel(1) }));
    expect(await screen.findByText("You're on Quarry haul")).toBeInTheDocument();
    language = "es";
    await activateLanguage("es", ALL_PARTS);
    expect(await screen.findByText("Ya está en Quarry haul")).toBeInTheDocument();
  });
});
