import { type CompanyProfileInput, CompanySchema } from "@haulwise/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { companyKeys, meKeys } from "@/lib/query-keys";

export const saveCompany = (input: CompanyProfileInput) =>
  api.put("/api/company", input, CompanySchema);

export function useSaveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompany,
    onSuccess: (company) => {
      queryClient.setQueryData(companyKeys.all, company);
      // The company name also shows in the shell and on account settings.
      void queryClient.invalidateQueries({ queryKey: meKeys.all, exact: true });
    },
  });
}
