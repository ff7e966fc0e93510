import { messages } from "@haulwise/domain";
import { SearchXIcon } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { t, translateMessage } from "@/lib/i18n";

/**
 * A search or filter that leaves nothing: what was asked, what to change, and one button that
 * shows every row again.
 */
export function NoMatches({
  things,
  search,
  filters,
  onClear,
}: {
  /** What the list holds, plural: "trucks". */
  things: string;
  search: string | undefined;
  /** The filters applied, as shown: "Status: Maintenance". */
  filters: readonly string[];
  onClear: () => void;
}) {
  const asked = [search ? t("ui.list.searchingFor", { search }) : null, ...filters].filter(Boolean);
  const hint =
    search && filters.length > 0
      ? translateMessage(messages.lists.changeBoth)
      : search
        ? translateMessage(messages.lists.changeSearch)
        : translateMessage(messages.lists.changeFilters);
  return (
    <EmptyState
      icon={SearchXIcon}
      title={t("messages.lists.noMatches", { things })}
      description={
        <>
          <span className="block font-medium text-foreground">{asked.join(" · ")}</span>
          <span className="block">{hint}</span>
        </>
      }
      action={
        <Button variant="outline" onClick={onClear}>
          {translateMessage(messages.lists.clear)}
        </Button>
      }
    />
  );
}
