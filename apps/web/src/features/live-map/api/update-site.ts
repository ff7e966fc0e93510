import { SiteSchema, type UpdateSiteInput } from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { siteKeys } from "@/lib/query-keys";

export const updateSite = (siteId: string, input: UpdateSiteInput) =>
  api.patch(`/api/sites/${encodeURIComponent(siteId)}`, input, SiteSchema);

export function useUpdateSite() {
  return useMutation({
    mutationFn: ({ siteId, input }: { siteId: string; input: UpdateSiteInput }) =>
      updateSite(siteId, input),
    meta: { invalidates: [siteKeys.all] },
  });
}
