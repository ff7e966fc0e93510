import { centreOf, messages, type Site, type SiteSuggestion } from "@haulwise/domain";
import { PlusIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { useSites } from "@/api/get-sites";
import { PageHeader } from "@/components/page-header";
import { QueryError } from "@/components/query-error";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-error";
import { t, translateMessage } from "@/lib/i18n";

import { useCompanyPositions } from "../api/get-company-positions";
import { useSiteSuggestions } from "../api/get-site-suggestions";
import { type EngineModule, LiveMap } from "../components/live-map";
import {
  draftOf,
  geometryOfDraft,
  placePoint,
  reshape,
  type SiteDraft,
  SiteEditor,
} from "../components/site-editor";
import { SiteList } from "../components/site-list";
import { SiteSuggestions } from "../components/site-suggestions";
import type { MapFence } from "../map/fence-layer";

const m = messages.siteScreens;
const NO_POSITIONS = [] as const;

type Editing = { site: Site | null; draft: SiteDraft } | null;

/**
 * A site started elsewhere (a stop on a driver's trail): `?lat=&lon=&radius=&name=` opens the
 * form with that circle drawn.
 */
function startFrom(params: URLSearchParams): Editing {
  const latitude = Number(params.get("lat"));
  const longitude = Number(params.get("lon"));
  if (!params.has("lat") || !params.has("lon") || !Number.isFinite(latitude + longitude)) {
    return null;
  }
  const radius = Number(params.get("radius"));
  const draft = draftOf(null, {
    name: params.get("name") ?? "",
    center: { latitude, longitude },
    ...(Number.isFinite(radius) && radius > 0 ? { radius: String(radius) } : {}),
  });
  return { site: null, draft };
}

/** Suggestions the contractor dismissed, by id, remembered on this device. */
const DISMISSED_KEY = "haulwise.dismissed-site-suggestions";

function readDismissed(): string[] {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(DISMISSED_KEY) ?? "[]");
    return Array.isArray(saved) ? saved.filter((id) => typeof id === "string") : [];
  } catch {
    return [];
  }
}

/**
 * /sites: the company's sites on a map and in a list. Drawing one: click to place a circle and
 * drag its radius, or click a polygon's corners; or type an address and a radius. Edit and
 * archive from the list.
 */
export function SitesRoute({
  engineLoader,
}: {
  /** Tests replace how the map engine is loaded. */
  engineLoader?: () => Promise<EngineModule>;
} = {}) {
  const sites = useSites();
  const positions = useCompanyPositions();
  const suggested = useSiteSuggestions();
  const [dismissed, setDismissed] = useState(readDismissed);
  const [params] = useSearchParams();
  const [editing, setEditing] = useState<Editing>(() => startFrom(params));
  const [focus, setFocus] = useState<{ latitude: number; longitude: number; zoom: number } | null>(
    () => {
      const center = startFrom(params)?.draft.center;
      return center ? { ...center, zoom: 16 } : null;
    },
  );
  const list = sites.data?.sites;
  const suggestions = useMemo(
    () => (suggested.data?.suggestions ?? []).filter((s) => !dismissed.includes(s.id)),
    [suggested.data, dismissed],
  );
  const fences = useMemo<MapFence[]>(
    () => [
      ...(list ?? [])
        .filter((site) => site.id !== editing?.site?.id)
        .map((site) => ({
          id: site.id,
          label: site.name,
          geometry: site.geometry,
          kind: "site" as const,
        })),
      ...suggestions.map((suggestion) => ({
        id: suggestion.id,
        label: `${suggestion.name}: ${suggestion.summary}`,
        geometry: suggestion.geometry,
        kind: "suggested" as const,
      })),
    ],
    [list, editing?.site?.id, suggestions],
  );
  const dismiss = (suggestion: SiteSuggestion) => {
    const next = [...dismissed, suggestion.id];
    setDismissed(next);
    try {
      localStorage.setItem(DISMISSED_KEY, JSON.stringify(next.slice(-200)));
    } catch {
      // A full or refused storage forgets the dismissal at the next visit; nothing else.
    }
  };
  const accept = (suggestion: SiteSuggestion) => {
    const start = { ...draftOf(null), name: suggestion.name, shape: suggestion.geometry.type };
    setEditing({ site: null, draft: reshape(start, suggestion.geometry) });
    setFocus({ ...centreOf(suggestion.geometry), zoom: 16 });
  };
  const draft = editing?.draft ?? null;
  const draftFence = useMemo(() => (draft ? geometryOfDraft(draft) : null), [draft]);
  const change = (next: SiteDraft) =>
    setEditing((current) => current && { ...current, draft: next });

  return (
    <div className="grid gap-6">
      <PageHeader
        title={translateMessage(m.title)}
        description={translateMessage(m.description)}
        actions={
          editing ? null : (
            <Button type="button" onClick={() => setEditing({ site: null, draft: draftOf(null) })}>
              <PlusIcon aria-hidden="true" />
              {translateMessage(m.newSite)}
            </Button>
          )
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <LiveMap
          label={translateMessage(m.mapLabel)}
          positions={positions.data?.positions ?? NO_POSITIONS}
          fences={fences}
          draftFence={draftFence}
          onDraftFenceChange={(geometry) => draft && change(reshape(draft, geometry))}
          picking={editing !== null}
          pickHint={translateMessage(draft?.shape === "polygon" ? m.pickPolygon : m.pickCircle)}
          onPick={(point) => draft && change(placePoint(draft, point))}
          focus={focus}
          engineLoader={engineLoader}
          emptyText={t("sites.empty")}
        />
        <div className="grid gap-4">
          {editing ? (
            <SiteEditor
              key={editing.site?.id ?? "new"}
              site={editing.site}
              draft={editing.draft}
              onChange={change}
              onFocus={setFocus}
              onDone={() => setEditing(null)}
            />
          ) : null}
          {editing ? null : (
            <SiteSuggestions suggestions={suggestions} onAccept={accept} onDismiss={dismiss} />
          )}
          <section aria-labelledby="sites-list-heading" className="grid gap-3">
            <h2 id="sites-list-heading" className="text-lg font-semibold">
              {translateMessage(m.list)}
            </h2>
            {sites.isPending ? (
              <p className="text-sm text-muted-foreground">
                {translateMessage(messages.guard.loading)}
              </p>
            ) : sites.isError ? (
              <QueryError
                message={errorMessage(sites.error, translateMessage(m.loadFailed))}
                onRetry={() => sites.refetch()}
              />
            ) : (
              <SiteList
                sites={list ?? []}
                onShow={setFocus}
                onEdit={(site) => {
                  setEditing({ site, draft: draftOf(site) });
                  setFocus(null);
                }}
              />
            )}
          </section>
        </div>
      </div>
    </div>
  );
}
