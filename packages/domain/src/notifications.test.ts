import { describe, expect, it } from "vitest";
import {
  AppLinkSchema,
  CreateNotificationInputSchema,
  notificationLinks,
  notificationTexts,
} from "./notifications.js";

const job = { title: "Riverside gravel haul", jobNumber: "JOB-123456" };

describe("notification texts", () => {
  it("name who did what, and to which job", () => {
    expect(
      notificationTexts.driverJoined("Dana Reyes", "Acme Hauling", "dana@example.com"),
    ).toEqual({
      title: "Dana Reyes joined Acme Hauling",
      body: "dana@example.com accepted your invitation and is now one of your drivers.",
    });
    expect(notificationTexts.joinRequested("Dana Reyes", job).title).toBe(
      "Dana Reyes asked to join Riverside gravel haul",
    );
    expect(notificationTexts.assigned("Acme Hauling", job).title).toBe(
      "You're on Riverside gravel haul",
    );
    expect(notificationTexts.documentSent("haul-ticket.pdf", job)).toEqual({
      title: "New document: haul-ticket.pdf",
      body: "For Riverside gravel haul (#JOB-123456).",
    });
    expect(notificationTexts.jobShared("Acme Hauling", job).title).toBe(
      "Acme Hauling shared Riverside gravel haul with you",
    );
  });

  it("cut long names so every title stays within the notification's limit", () => {
    const long = "x".repeat(200);
    const longJob = { title: long, jobNumber: "JOB-000001" };
    const texts = [
      notificationTexts.driverJoined(long, long, `${"a".repeat(64)}@example.com`),
      notificationTexts.joinRequested(long, longJob),
      notificationTexts.requestDeclined(long, longJob),
      notificationTexts.documentSent(long, longJob),
      notificationTexts.jobShared(long, longJob),
      notificationTexts.removedFromCompany(long),
    ];
    for (const { title, body } of texts) {
      expect(title).toContain("…");
      const parsed = CreateNotificationInputSchema.safeParse({
        userId: "u1",
        type: "test.event",
        title,
        body,
      });
      expect(parsed.success).toBe(true);
    }
  });

  it("link only to paths inside the app", () => {
    for (const link of [
      notificationLinks.drivers,
      notificationLinks.jobDrivers("7c1f"),
      notificationLinks.driverJobs,
      notificationLinks.driverDocuments,
      notificationLinks.jobView("7c1f"),
    ]) {
      expect(AppLinkSchema.safeParse(link).success).toBe(true);
    }
    expect(notificationLinks.jobDrivers("7c1f")).toBe("/jobs/7c1f?tab=drivers");
  });
});
