import {
  type CompanyJobListQuery,
  CompanyJobListSchema,
  LIST_PAGE_SIZE_MAX,
} from "@haulwise/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { listSearch } from "@/lib/list-query";
import { jobKeys } from "@/lib/query-keys";

/** The company's active jobs, as many as one list page holds: where its trucks should be. */
const ACTIVE_JOBS: CompanyJobListQuery = { status: "active", pageSize: LIST_PAGE_SIZE_MAX };

/** The company's active jobs, whose sites the company's maps pin. */
export function useActiveJobs() {
  return useQuery({
    queryKey: jobKeys.companyList(ACTIVE_JOBS),
    queryFn: () => api.get(`/api/jobs${listSearch(ACTIVE_JOBS)}`, CompanyJobListSchema),
  });
}
