import { type Basemap, messages } from "@haulwise/domain";

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
    return <p className="text-xs text-muted-foreground">{messages.map.streetsUnavailable}</p>;
  }
  if (basemap?.kind !== "outlines") return null;
  return (
    <details className="text-xs text-muted-foreground">
      <summary className="w-fit cursor-pointer">
        {messages.map.outlinesOnly}{" "}
        <span className="font-medium text-foreground underline underline-offset-2">
          {messages.map.howToGetStreets}
        </span>
      </summary>
      <p className="mt-1 max-w-prose">{messages.map.streetsHelp}</p>
    </details>
  );
}
