import { LIST_SEARCH_MAX, SEARCH_DEBOUNCE_MS } from "@haulwise/domain";
import { SearchIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Input } from "@/components/ui/input";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { cn } from "@/lib/utils";

export type SearchBoxProps = {
  /** Names the box for assistive technology: "Search trucks". */
  label: string;
  /** What can be searched for, shown while the box is empty. */
  placeholder: string;
  /** The search in the address. */
  value: string | undefined;
  onSearch: (text: string | undefined) => void;
  className?: string;
};

/**
 * A list's search box: searches once typing pauses (or at once on Enter) and follows the
 * address when it changes elsewhere (Clear, Back).
 */
export function SearchBox({ label, placeholder, value, onSearch, className }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value ?? "");
  const [shown, setShown] = useState(value);
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  // The latest search and callback, read when typing pauses.
  const latest = useRef({ value, onSearch });
  latest.current = { value, onSearch };

  // The address changed without typing here: show what it searches now. Typing that only
  // differs by surrounding spaces is the same search and stays as typed.
  if (value !== shown) {
    setShown(value);
    if ((value ?? "") !== text.trim()) setText(value ?? "");
  }

  // Only a pause in typing searches; the address moving on its own does not.
  useEffect(() => {
    const wanted = settled.trim() || undefined;
    if (wanted !== latest.current.value) latest.current.onSearch(wanted);
  }, [settled]);

  return (
    // biome-ignore lint/a11y/useSemanticElements: jsdom, the component tests' DOM, has no <search> element; the role makes the same landmark.
    <form
      role="search"
      className={cn("relative", className)}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim() || undefined);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <SearchIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id={id}
        type="search"
        value={text}
        maxLength={LIST_SEARCH_MAX}
        placeholder={placeholder}
        autoComplete="off"
        className="pl-9"
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}
