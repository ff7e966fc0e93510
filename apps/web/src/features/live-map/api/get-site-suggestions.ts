import { SiteSuggestionListSchema } from "@haulwise/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { siteKeys } from "@/lib/query-keys";

export const getSiteSuggestions = (days: number) =>
  api.get(`/api/sites/suggestions?days=${days}`, SiteSuggestionListSchema);

/** Places where trucks stopped again and again, offered as "Make this a site?". */
export function useSiteSuggestions(days = 1) {
  return useQuery({
    queryKey: siteKeys.suggestions(days),
    queryFn: () => getSiteSuggestions(days),
  });
}
