import type { Company, CompanyProfileInput } from "@haulwise/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { fleetKeys } from "@/lib/fleet-keys";
import { meQueryKey } from "@/lib/session";

export const companyQueryOptions = queryOptions({
  queryKey: fleetKeys.company,
  queryFn: () => api.get<Company>("/api/company"),
});

export function useCompany() {
  return useQuery(companyQueryOptions);
}

export function useSaveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompanyProfileInput) => api.put<Company>("/api/company", input),
    onSuccess: (company) => {
      queryClient.setQueryData(fleetKeys.company, company);
      // The company name also shows in the shell and on account settings.
      void queryClient.invalidateQueries({ queryKey: meQueryKey, exact: true });
    },
  });
}
