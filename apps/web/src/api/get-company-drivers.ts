import { type DriverCardList, DriverCardListSchema, type DriverListQuery } from "@haulwise/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { listSearch } from "@/lib/list-query";
import { driverKeys } from "@/lib/query-keys";

/**
 * The company's drivers as cards, with the counts the drivers page shows: every driver when
 * the query is empty (the people a truck, a job or a document can go to), else one page of
 * the drivers list.
 */
export const getCompanyDrivers = (query: DriverListQuery = {}) =>
  api.get(`/api/drivers${listSearch(query)}`, DriverCardListSchema);

export const companyDriversQueryOptions = (query: DriverListQuery = {}) =>
  queryOptions({
    queryKey: driverKeys.list(query),
    queryFn: () => getCompanyDrivers(query),
    // Status, tracking and last activity move while the page is open.
    refetchInterval: 60_000,
  });

const cardsOf = (answer: DriverCardList) => answer.drivers;

/** Every driver of the company, for choosing one. */
export function useCompanyDrivers() {
  return useQuery({ ...companyDriversQueryOptions(), select: cardsOf });
}

/** One page of the drivers list; the last page stays on screen while the next one loads. */
export function useDriverList(query: DriverListQuery) {
  return useQuery({ ...companyDriversQueryOptions(query), placeholderData: keepPreviousData });
}
