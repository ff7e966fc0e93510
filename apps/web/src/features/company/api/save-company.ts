import { type CompanyProfileInput, CompanySchema } from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { companyKeys, meKeys } from "@/lib/query-keys";

export const saveCompany = (input: CompanyProfileInput) =>
  api.put("/api/company", input, CompanySchema);

export function useSaveCompany() {
  return useMutation({
    mutationFn: saveCompany,
    // The company name also shows in the shell and on account settings.
    meta: { updates: companyKeys.all, invalidates: [meKeys.all] },
  });
}
