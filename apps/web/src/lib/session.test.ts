import { describe, expect, it } from "vitest";
import { makeMe } from "@/test/fixtures";
import { createQueryClient } from "./query-client";
import { jobKeys, meKeys } from "./query-keys";
import { forgetOtherPeople } from "./session";

describe("forgetOtherPeople", () => {
  it("drops what was cached for the person before when the session is someone else's", () => {
    const queryClient = createQueryClient();
    const driver = makeMe("driver");
    queryClient.setQueryData(meKeys.all, driver);
    queryClient.setQueryData(jobKeys.all, ["the driver's jobs"]);
    const stop = forgetOtherPeople(queryClient);

    // The same person again keeps their answers.
    queryClient.setQueryData(meKeys.all, { ...driver });
    expect(queryClient.getQueryData(jobKeys.all)).toEqual(["the driver's jobs"]);

    const contractor = makeMe("contractor");
    queryClient.setQueryData(meKeys.all, {
      ...contractor,
      user: { ...contractor.user, id: "someone-else" },
    });
    expect(queryClient.getQueryData(jobKeys.all)).toBeUndefined();
    expect(queryClient.getQueryData(meKeys.all)).toMatchObject({ user: { id: "someone-else" } });
    stop();
  });
});
