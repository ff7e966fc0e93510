import type { ListOrder, SortDirection } from "@haulwise/domain";
import type { UseQueryResult } from "@tanstack/react-query";
import type * as React from "react";
import type { ListParams } from "@/hooks/use-list-params";
import type { DataTableView } from "./data-table";
import { type FilterOption, FilterSelect } from "./filter-select";
import { type ListAnswer, ListBody, ListToolbar } from "./list-body";
import { NoMatches } from "./no-matches";
import { SearchBox, type SearchBoxProps } from "./search-box";

type ListQuery = { q?: string; sort?: string; dir?: SortDirection };

/** One filter of a list, kept in the address under `param`. */
export type ListFilter<Q> = {
  param: keyof Q & string;
  label: string;
  allLabel: string;
  options: readonly FilterOption[];
  /** How the chosen option reads above a list it left empty; "Label: Option" unless given. */
  describe?: (option: string) => string;
};

/**
 * Everything under a company list's page header: the search box and filters, then the rows
 * (see `ListBody`), all following the list's query in the address. `rows` gets the order the
 * address asks for, ready to hand to a `DataTable`.
 */
export function ListView<Q extends ListQuery, A extends ListAnswer>({
  params,
  result,
  things,
  search,
  filters,
  order,
  failedMessage,
  hasNone,
  nothingYet,
  notice,
  rows,
}: {
  params: ListParams<Q>;
  result: UseQueryResult<A>;
  /** What the list holds, plural: "trucks". */
  things: string;
  search: Pick<SearchBoxProps, "label" | "placeholder">;
  filters: readonly ListFilter<Q>[];
  order: ListOrder<NonNullable<Q["sort"]>>;
  failedMessage: string;
  /** The company has none at all, whatever the search and filters. */
  hasNone: (answer: A) => boolean;
  /** What a company with none at all sees: the first step to take. */
  nothingYet: React.ReactNode;
  /** Shown between the toolbar and the rows. */
  notice?: React.ReactNode;
  rows: (answer: A, view: DataTableView) => React.ReactNode;
}) {
  const { query, filtered, clear } = params;
  // Every key set here is one of the list's own parameters (ListQuery, the filters); the
  // compiler cannot see that through the generic query type.
  const update = params.update as (patch: Record<string, string | number | undefined>) => void;
  const chosenValue = (filter: ListFilter<Q>) => query[filter.param] as string | undefined;
  const firstDirection = (key: string) => order.first[key as NonNullable<Q["sort"]>];
  const sortKey: string = query.sort ?? order.fallback;
  const view: DataTableView = {
    sort: { key: sortKey, dir: query.dir ?? firstDirection(sortKey) },
    onSort: (next) => update({ sort: next.key, dir: next.dir }),
    firstDirection,
    busy: result.isPlaceholderData,
  };
  const chosen = filters.flatMap((filter) => {
    const value = chosenValue(filter);
    if (value === undefined) return [];
    const option = filter.options.find((each) => each.value === value)?.label ?? value;
    return [filter.describe ? filter.describe(option) : `${filter.label}: ${option}`];
  });

  return (
    <>
      <ListToolbar
        search={
          <SearchBox
            label={search.label}
            placeholder={search.placeholder}
            value={query.q}
            onSearch={(q) => update({ q })}
          />
        }
      >
        {filters.map((filter) => (
          <FilterSelect
            key={filter.param}
            label={filter.label}
            allLabel={filter.allLabel}
            options={filter.options}
            value={chosenValue(filter)}
            onChange={(value) => update({ [filter.param]: value })}
          />
        ))}
      </ListToolbar>
      {notice}
      <ListBody
        result={result}
        things={things}
        failedMessage={failedMessage}
        isNothingYet={(answer) => !filtered && hasNone(answer)}
        nothingYet={nothingYet}
        noMatches={<NoMatches things={things} search={query.q} filters={chosen} onClear={clear} />}
        rows={(answer) => rows(answer, view)}
        onPage={(page) => update({ page })}
      />
    </>
  );
}
