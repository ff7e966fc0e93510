import { CompanySchema } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { companyKeys } from "@/lib/query-keys";

export const getCompany = () => api.get("/api/company", CompanySchema);

export const companyQueryOptions = queryOptions({
  queryKey: companyKeys.all,
  queryFn: getCompany,
});

export function useCompany() {
  return useQuery(companyQueryOptions);
}
