import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { meKeys } from "@/lib/query-keys";
import {
  clearPersistedQueryCache,
  persistQueryCache,
  restoreQueryCache,
} from "@/lib/query-persistence";
import { makeInvitationPreview } from "@/test/fixtures";
import { invitationPreviewQueryOptions } from "./get-invitation-preview";

afterEach(async () => {
  await clearPersistedQueryCache();
});

describe("an invitation's preview", () => {
  it("is read afresh on the next visit, never shown from the saved cache", async () => {
    // The visit that signed up: the link said there was no account yet.
    const signingUp = createQueryClient({ retry: false });
    const stop = persistQueryCache(signingUp, { buster: "build-1", throttleMs: 10 });
    signingUp.setQueryData(meKeys.all, null);
    await signingUp.fetchQuery({
      ...invitationPreviewQueryOptions("t1"),
      queryFn: async () => makeInvitationPreview({ hasAccount: false }),
    });
    await vi.waitFor(async () => {
      const probe = createQueryClient({ retry: false });
      await restoreQueryCache(probe, { buster: "build-1" });
      expect(probe.getQueryState(meKeys.all)).toBeDefined();
    });
    stop();

    // The verification link opens the page again: no stale "create an account" form.
    const verifying = createQueryClient({ retry: false });
    await restoreQueryCache(verifying, { buster: "build-1" });
    expect(verifying.getQueryState(invitationPreviewQueryOptions("t1").queryKey)).toBeUndefined();
  });
});
