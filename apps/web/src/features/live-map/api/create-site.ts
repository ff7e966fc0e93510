import { type CreateSiteInput, SiteSchema } from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { siteKeys } from "@/lib/query-keys";

export const createSite = (input: CreateSiteInput) => api.post("/api/sites", input, SiteSchema);

export function useCreateSite() {
  return useMutation({ mutationFn: createSite, meta: { invalidates: [siteKeys.all] } });
}
