import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { siteKeys } from "@/lib/query-keys";

/** Archives a site: it leaves maps and lists and stops counting loads from now. */
export const archiveSite = (siteId: string) =>
  api.delete(`/api/sites/${encodeURIComponent(siteId)}`);

export function useArchiveSite() {
  return useMutation({ mutationFn: archiveSite, meta: { invalidates: [siteKeys.all] } });
}
