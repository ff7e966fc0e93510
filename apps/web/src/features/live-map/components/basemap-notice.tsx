import { type Basemap, messages } from "@haulwise/domain";
import { translateMessage } from "@/lib/i18n";

/**
 * Under a map drawn on the outlines: that there are no streets, and how whoever runs the server
 * adds them. Said also when the server's street map could not be loaded.
 */
export function BasemapNotice({
  basemap,
  streetsFailed,
}: {
  basemap: Basemap | null;
  streetsFailed: boolean;
}) {
  if (streetsFailed) {
    return (
      <p className="text-xs text-muted-foreground">
        {translateMessage(messages.map.streetsUnavailable)}
      </p>
    );
  }
  if (basemap?.kind !== "outlines") return null;
  return (
    <details className="text-xs text-muted-foreground">
      <summary className="w-fit cursor-pointer">
        {translateMessage(messages.map.outlinesOnly)}{" "}
        <span className="font-medium text-foreground underline underline-offset-2">
          {translateMessage(messages.map.howToGetStreets)}
        </span>
      </summary>
      <p className="mt-1 max-w-prose">{translateMessage(messages.map.streetsHelp)}</p>
    </details>
  );
}
