import { LIST_PAGE_SIZE } from "@haulwise/domain";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import type { z } from "zod";

type ParsedParams = Record<string, string | number | undefined>;

/** A list's query as the address holds it, and the ways to change it. */
export type ListParams<Q> = {
  query: Q;
  /** What the screen asks the API for: the query, a screenful at a time (`listPageOf`). */
  pageQuery: Q & { pageSize: number };
  update: (patch: Partial<Record<keyof Q & string, string | number | undefined>>) => void;
  /** A search or filter narrows the list (order and page aside). */
  filtered: boolean;
  clear: () => void;
};

/**
 * A list's query as `search` holds it, each parameter read with the list's own schema; one that
 * does not parse (a hand-edited or outdated link) is left out rather than breaking the screen.
 */
function listQueryOf<S extends z.ZodObject>(
  schema: S,
  search: URLSearchParams,
): Partial<z.output<S>> {
  const parsed: ParsedParams = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const raw = search.get(key);
    if (raw === null) continue;
    const result = (field as z.ZodType).safeParse(raw);
    if (result.success && result.data !== undefined) parsed[key] = result.data as string;
  }
  return parsed as Partial<z.output<S>>;
}

const screenful = <Q>(query: Q) => ({ ...query, pageSize: LIST_PAGE_SIZE });

/**
 * What a list screen asks the API for at an address: the query `search` holds, a screenful at a
 * time. The screen (through `useListParams`) and its route's prefetch both read it here, so
 * they ask for the same page.
 */
export function listPageOf<S extends z.ZodObject>(schema: S, search: URLSearchParams) {
  return screenful(listQueryOf(schema, search));
}

/** Parameters that order or page a list rather than narrow it. */
const VIEW_KEYS = new Set(["sort", "dir", "page", "pageSize"]);

/**
 * A list's query, kept in the address so a view can be shared and survives a reload (read by
 * `listQueryOf`). Changing anything but the page goes back to the first page; the address is
 * replaced, not added to the history.
 */
export function useListParams<S extends z.ZodObject>(schema: S): ListParams<Partial<z.output<S>>> {
  const [params, setParams] = useSearchParams();

  const query = useMemo(() => listQueryOf(schema, params), [schema, params]);
  const pageQuery = useMemo(() => screenful(query), [query]);

  const update = useCallback(
    (patch: Partial<Record<keyof z.output<S> & string, string | number | undefined>>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value === undefined || value === "") next.delete(key);
            else next.set(key, String(value));
          }
          if (!("page" in patch) || patch.page === 1) next.delete("page");
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const filtered = Object.keys(query).some((key) => !VIEW_KEYS.has(key));

  /** Drops the search and every filter, keeping the order. */
  const clear = useCallback(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams();
        for (const key of ["sort", "dir"]) {
          const value = current.get(key);
          if (value !== null) next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  }, [setParams]);

  return { query, pageQuery, update, filtered, clear };
}
