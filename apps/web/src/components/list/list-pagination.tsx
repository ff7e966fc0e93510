import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { t } from "@/lib/i18n";

/**
 * Which rows are shown and the way to the others. Left-aligned: toasts appear at the
 * bottom right and must not cover it.
 */
export function ListPagination({
  label,
  page,
  pageSize,
  total,
  onPage,
}: {
  /** Names the navigation: "Pages of trucks". */
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  if (total === 0) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      <p className="text-muted-foreground" aria-live="polite">
        {t("messages.lists.showing", { from, to, total })}
      </p>
      {pages > 1 ? (
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeftIcon aria-hidden="true" />
            {t("ui.pagination.previous")}
          </Button>
          <span className="text-muted-foreground tabular-nums">
            {t("ui.pagination.page", { page, pages })}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          >
            {t("ui.pagination.next")}
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
