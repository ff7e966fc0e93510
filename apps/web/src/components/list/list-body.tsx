import { LIST_PAGE_SIZE } from "@haulwise/domain";
import type { UseQueryResult } from "@tanstack/react-query";
import type * as React from "react";
import { QueryError } from "@/components/query-error";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-error";
import { t } from "@/lib/i18n";
import { ListPagination } from "./list-pagination";

/** Rows shown while the first answer loads. */
const PLACEHOLDERS = ["first", "second", "third"];

/** One page of a list as the API answers it. */
export type ListAnswer = { total: number; page: number; pageSize: number | null };

/**
 * What a list page shows under its toolbar, in the one order every list follows: placeholders
 * while the first answer loads, the error with a retry, the empty state of a company with
 * nothing yet, what to change when a search or filter leaves nothing, else the rows and the
 * way to the other pages.
 */
export function ListBody<A extends ListAnswer>({
  result,
  things,
  failedMessage,
  nothingYet,
  isNothingYet,
  noMatches,
  rows,
  onPage,
}: {
  result: UseQueryResult<A>;
  /** What the list holds, plural: "trucks". */
  things: string;
  failedMessage: string;
  /** The company has none at all: the first step to take. */
  nothingYet: React.ReactNode;
  isNothingYet: (answer: A) => boolean;
  noMatches: React.ReactNode;
  rows: (answer: A) => React.ReactNode;
  onPage: (page: number) => void;
}) {
  if (result.isPending) {
    return (
      <div role="status" aria-live="polite" className="grid gap-2">
        <span className="sr-only">{`Loading ${things}...`}</span>
        {PLACEHOLDERS.map((key) => (
          <Skeleton key={key} data-testid="list-placeholder" className="h-14 rounded-xl" />
        ))}
      </div>
    );
  }
  if (result.isError) {
    return (
      <QueryError
        message={errorMessage(result.error, failedMessage)}
        onRetry={() => void result.refetch()}
      />
    );
  }
  const answer = result.data;
  if (answer.total === 0) return isNothingYet(answer) ? nothingYet : noMatches;
  return (
    <div className="grid gap-4">
      {rows(answer)}
      <ListPagination
        label={t("ui.list.pagesOf", { things })}
        page={answer.page}
        pageSize={answer.pageSize ?? LIST_PAGE_SIZE}
        total={answer.total}
        onPage={onPage}
      />
    </div>
  );
}

/**
 * The search box and filters above a list: one row on a wide screen; on a phone the search
 * on its own line and the filters two by two under it.
 */
export function ListToolbar({
  search,
  children,
}: {
  search: React.ReactNode;
  /** The filters, each a `FilterSelect`. */
  children?: React.ReactNode;
}) {
  return (
    <div className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap">
      <div className="col-span-2 sm:min-w-64 sm:flex-1">{search}</div>
      {children}
    </div>
  );
}
