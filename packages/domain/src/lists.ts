import { z } from "zod";

/**
 * The one way the company's lists (trucks, drivers, jobs) are searched, filtered, sorted and
 * paged. The server applies it to the company's rows; the web app keeps the same query in
 * the address so a view can be shared.
 */

/** Rows on one page of a list: a screen of a table on a desktop, a few screens on a phone. */
export const LIST_PAGE_SIZE = 50;
export const LIST_PAGE_SIZE_MAX = 100;
export const LIST_SEARCH_MAX = 100;

export const sortDirections = ["asc", "desc"] as const;
export type SortDirection = (typeof sortDirections)[number];

/** The fields every list query has; `sorts` are the list's own sort keys. */
export function listQueryFields<const S extends readonly [string, ...string[]]>(sorts: S) {
  return {
    q: z
      .string({ error: "Search text must be text" })
      .trim()
      .max(LIST_SEARCH_MAX, { error: `Search text can be at most ${LIST_SEARCH_MAX} characters` })
      .transform((text) => text || undefined)
      .optional(),
    sort: z.enum(sorts, { error: `Sort by one of: ${sorts.join(", ")}` }).optional(),
    dir: z.enum(sortDirections, { error: "Sort direction must be asc or desc" }).optional(),
    page: z.coerce
      .number({ error: "Page must be a number" })
      .int({ error: "Page must be a whole number" })
      .min(1, { error: "Page must be 1 or more" })
      .max(100_000, { error: "Page can be at most 100000" })
      .optional(),
    pageSize: z.coerce
      .number({ error: "Page size must be a number" })
      .int({ error: "Page size must be a whole number" })
      .min(1, { error: "Page size must be 1 or more" })
      .max(LIST_PAGE_SIZE_MAX, { error: `Page size can be at most ${LIST_PAGE_SIZE_MAX}` })
      .optional(),
  };
}

/** How a list answer says which slice of the matching rows it holds. */
export const listPageFields = {
  /** Rows matching the search and filters, on every page. */
  total: z.number().int(),
  page: z.number().int(),
  /** Null when the whole list was asked for, unpaged. */
  pageSize: z.number().int().nullable(),
};

/**
 * Text as search compares it: lower case, accents dropped ("José" is found by "jose"), runs
 * of spaces made one.
 */
export function searchable(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

/**
 * Whether every word of the search appears in one of the fields: "kenworth 23" finds truck
 * #23, a Kenworth. A leading # is part of how numbers are written, not of the number.
 */
export function matchesSearch(
  q: string | undefined,
  fields: ReadonlyArray<string | null | undefined>,
): boolean {
  if (!q) return true;
  const words = searchable(q)
    .split(" ")
    .map((word) => word.replace(/^#/, ""))
    .filter(Boolean);
  const haystack = fields.filter((field): field is string => Boolean(field)).map(searchable);
  return words.every((word) => haystack.some((field) => field.includes(word)));
}

// Built on first use: an ICU collator costs milliseconds, paid by every page that loads this
// module at start-up whether or not it sorts anything.
let collator: Intl.Collator | undefined;
function compareText(a: string, b: string): number {
  collator ??= new Intl.Collator("en", { numeric: true, sensitivity: "base" });
  return collator.compare(a, b);
}

/** Comparison values of a row for one sort key; null sorts after every value, either way. */
export type SortValue = string | number | null;

/**
 * Orders by `value`, in `dir`, with empty values last; ties keep a stable order by `id`.
 * Text compares as people read it: case-blind, numbers by value ("#3" before "#12").
 */
export function compareBy<T>(
  value: (item: T) => SortValue,
  dir: SortDirection,
  id: (item: T) => string,
): (a: T, b: T) => number {
  const sign = dir === "asc" ? 1 : -1;
  return (a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === null || y === null) {
      if (x !== y) return x === null ? 1 : -1;
    } else {
      const order =
        typeof x === "number" && typeof y === "number" ? x - y : compareText(`${x}`, `${y}`);
      if (order !== 0) return sign * order;
    }
    return compareText(id(a), id(b));
  };
}

/** How a list orders until asked otherwise: the direction each key starts in, the default key. */
export type ListOrder<K extends string> = {
  first: Record<K, SortDirection>;
  fallback: K;
};

/** A list's order with what each key orders its rows by. */
export type ListSorts<T, K extends string> = ListOrder<K> & {
  values: Record<K, (item: T) => SortValue>;
};

/** The order a list query asks for: its key (else the default), its direction (else the key's). */
export function orderAsAsked<T extends { id: string }, K extends string>(
  sorts: ListSorts<T, K>,
  query: { sort?: K; dir?: SortDirection },
): (a: T, b: T) => number {
  const key = query.sort ?? sorts.fallback;
  return compareBy(sorts.values[key], query.dir ?? sorts.first[key], (item) => item.id);
}

export type ListSlice<T> = { items: T[]; total: number; page: number; pageSize: number | null };

/**
 * The rows a list shows: those matching the search and the filter, sorted, cut to one page.
 * A page past the last shows the last, so a shared link whose list has shrunk still shows
 * rows. Without a page size the whole matching list is answered.
 */
export function sliceList<T>(
  items: readonly T[],
  options: {
    q?: string;
    fields: (item: T) => ReadonlyArray<string | null | undefined>;
    keep?: (item: T) => boolean;
    compare: (a: T, b: T) => number;
    page?: number;
    pageSize?: number;
  },
): ListSlice<T> {
  const matching = items
    .filter((item) => (options.keep ? options.keep(item) : true))
    .filter((item) => matchesSearch(options.q, options.fields(item)))
    .sort(options.compare);
  const total = matching.length;
  if (options.pageSize === undefined) return { items: matching, total, page: 1, pageSize: null };
  const pageSize = options.pageSize;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(options.page ?? 1, lastPage);
  return {
    items: matching.slice((page - 1) * pageSize, page * pageSize),
    total,
    page,
    pageSize,
  };
}

/** How many of `items` fall in each group, every group named (zero when empty). */
export function countBy<T, K extends string>(
  items: readonly T[],
  groups: readonly K[],
  groupOf: (item: T) => K | null,
): Record<K, number> {
  const counts = Object.fromEntries(groups.map((group) => [group, 0])) as Record<K, number>;
  for (const item of items) {
    const group = groupOf(item);
    if (group !== null) counts[group] += 1;
  }
  return counts;
}
