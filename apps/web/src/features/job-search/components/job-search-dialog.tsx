import { messages, SEARCH_DEBOUNCE_MS } from "@haulwise/domain";
import { MapPinIcon } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import {
  Command,
  CommandDialog,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
} from "@/components/ui/command";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { t, translateMessage } from "@/lib/i18n";

import { useJobSiteSearch } from "../api/search-job-sites";
import { resultPath } from "./result-path";

export type JobSearchDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Job-site search (spec part 2 §2): opened from the top bar's box or with Ctrl/Cmd+K from
 * anywhere; searches 300 ms after typing stops; choosing a result opens the job.
 */
export function JobSearchDialog({ open, onOpenChange }: JobSearchDialogProps) {
  const navigate = useNavigate();
  const [text, setText] = useState("");
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useJobSiteSearch(query);
  // The dialog is opened from several places (the box, the phone icon, Ctrl/Cmd+K) and has no
  // Radix trigger, so it remembers what had focus and gives it back on closing.
  const openedFrom = useRef<HTMLElement | null>(null);
  const chose = useRef(false);

  // A layout effect runs before the dialog moves focus inside itself.
  useLayoutEffect(() => {
    if (!open) return;
    chose.current = false;
    openedFrom.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);

  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() === "k" && (event.metaKey || event.ctrlKey) && !event.altKey) {
        event.preventDefault();
        onOpenChange(!open);
      }
    }
    document.addEventListener("keydown", handleKeyDown);
    return () => document.removeEventListener("keydown", handleKeyDown);
  }, [open, onOpenChange]);

  function handleOpenChange(next: boolean) {
    if (!next) setText("");
    onOpenChange(next);
  }

  function handleCloseAutoFocus(event: Event) {
    event.preventDefault();
    // After choosing a job, the new page takes focus; otherwise focus goes back where it was.
    if (!chose.current && openedFrom.current?.isConnected) openedFrom.current.focus();
  }

  const typed = text.trim();
  const settling = typed !== query || search.isFetching;
  const results = typed && !search.isError ? (search.data ?? []) : [];
  let status: string | null = null;
  if (typed && search.isError && !settling) status = translateMessage(messages.search.failed);
  else if (typed && settling && results.length === 0) {
    status = translateMessage(messages.search.searching);
  } else if (typed && results.length === 0) status = translateMessage(messages.search.noResults);
  const title = t("search.title");
  const placeholder = translateMessage(messages.search.placeholder);

  return (
    <CommandDialog
      open={open}
      onOpenChange={handleOpenChange}
      title={title}
      description={placeholder}
      className="top-[20%] translate-y-0 sm:max-w-xl"
      onCloseAutoFocus={handleCloseAutoFocus}
    >
      <Command shouldFilter={false} label={title}>
        <CommandInput
          value={text}
          onValueChange={setText}
          placeholder={placeholder}
          aria-label={title}
        />
        {/* The list holds options only: text inside a listbox is an ARIA error, so what the
            search is doing is said below it, in a live region that stays mounted. */}
        <CommandList>
          {results.length > 0 ? (
            <CommandGroup heading={translateMessage(messages.search.heading)}>
              {results.map((result) => (
                <CommandItem
                  key={result.id}
                  value={result.id}
                  onSelect={() => {
                    chose.current = true;
                    handleOpenChange(false);
                    void navigate(resultPath(result));
                  }}
                  className="items-start gap-3 py-2"
                >
                  <MapPinIcon aria-hidden="true" className="mt-0.5 text-muted-foreground" />
                  <span className="grid min-w-0">
                    <span className="truncate font-medium">{result.title}</span>
                    <span className="truncate text-xs text-muted-foreground">
                      #{result.jobNumber} • {result.companyName}
                    </span>
                  </span>
                </CommandItem>
              ))}
            </CommandGroup>
          ) : null}
        </CommandList>
        <p
          role="status"
          aria-live="polite"
          className={status ? "px-4 py-6 text-center text-sm" : "sr-only"}
        >
          {status}
        </p>
        {!typed ? (
          <p className="px-4 py-6 text-center text-sm text-muted-foreground">{t("search.hint")}</p>
        ) : null}
      </Command>
    </CommandDialog>
  );
}
