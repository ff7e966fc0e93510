import { CustomerReviewListSchema } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { shareKeys } from "@/lib/query-keys";

export const getCustomerReviews = async (jobId: string) =>
  (
    await api.get(
      `/api/jobs/${encodeURIComponent(jobId)}/customer-reviews`,
      CustomerReviewListSchema,
    )
  ).reviews;

export const customerReviewsQueryOptions = (jobId: string) =>
  queryOptions({ queryKey: shareKeys.reviews(jobId), queryFn: () => getCustomerReviews(jobId) });

/** What the job's customer approved and disputed, for its contractors. */
export function useCustomerReviews(jobId: string) {
  return useQuery(customerReviewsQueryOptions(jobId));
}
