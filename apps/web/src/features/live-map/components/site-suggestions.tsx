import { messages, type SiteSuggestion } from "@haulwise/domain";
import { Button } from "@/components/ui/button";
import { translateMessage } from "@/lib/i18n";

const m = messages.siteScreens;

/**
 * Places Haulwise suggests as sites, each with its stops in words ('14 stops of 6 min on
 * average today'), to make into a site (the fence around the stops, ready to adjust) or dismiss.
 */
export function SiteSuggestions({
  suggestions,
  onAccept,
  onDismiss,
}: {
  suggestions: readonly SiteSuggestion[];
  onAccept: (suggestion: SiteSuggestion) => void;
  onDismiss: (suggestion: SiteSuggestion) => void;
}) {
  if (suggestions.length === 0) return null;
  return (
    <section aria-labelledby="site-suggestions-heading" className="grid gap-3">
      <h2 id="site-suggestions-heading" className="text-lg font-semibold">
        {translateMessage(m.suggestions)}
      </h2>
      <p className="text-sm text-muted-foreground">{translateMessage(m.suggestionsHelp)}</p>
      <ul
        aria-label={translateMessage(m.suggestions)}
        className="divide-y rounded-xl border border-dashed"
      >
        {suggestions.map((suggestion) => (
          <li key={suggestion.id} className="grid gap-2 p-3">
            <div>
              <p className="font-medium">{suggestion.name}</p>
              <p className="text-sm text-muted-foreground">{suggestion.summary}</p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button type="button" size="sm" onClick={() => onAccept(suggestion)}>
                {translateMessage(messages.sites.makeThisASite)}{" "}
                <span className="sr-only">{suggestion.name}</span>
              </Button>
              <Button type="button" size="sm" variant="ghost" onClick={() => onDismiss(suggestion)}>
                {translateMessage(m.dismiss)} <span className="sr-only">{suggestion.name}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
