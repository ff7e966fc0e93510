import { DocumentListSchema } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { documentKeys } from "@/lib/query-keys";

export const getDriverDocuments = async () =>
  (await api.get("/api/driver/documents", DocumentListSchema)).documents;

export const driverDocumentsQueryOptions = queryOptions({
  queryKey: documentKeys.mine(),
  queryFn: getDriverDocuments,
});

/** Documents addressed to the signed-in driver, newest first. */
export function useDriverDocuments() {
  return useQuery(driverDocumentsQueryOptions);
}
