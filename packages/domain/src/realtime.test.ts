import { describe, expect, it } from "vitest";
import { ClientMessageSchema, parseTopic, topics } from "./realtime.js";

describe("topics", () => {
  it("round-trip through their names", () => {
    expect(parseTopic(topics.companyLocations("c1"))).toEqual({
      scope: "company",
      id: "c1",
      channel: "locations",
    });
    expect(parseTopic(topics.userNotifications("u-9"))?.channel).toBe("notifications");
  });

  it("refuse anything that is not a topic", () => {
    for (const name of [
      "",
      "company:c1",
      "team:c1:locations",
      "job:c1:secrets",
      "job::loads",
      "job:a b:loads",
    ]) {
      expect(parseTopic(name)).toBeNull();
    }
    expect(
      ClientMessageSchema.safeParse({ type: "subscribe", topic: "job:x:secrets" }).success,
    ).toBe(false);
    expect(ClientMessageSchema.safeParse({ type: "subscribe", topic: "job:x:loads" }).success).toBe(
      true,
    );
  });
});
