import {
  CreateSiteInputSchema,
  type GeoPoint,
  messages,
  type Site,
  type SiteGeometry,
} from "@haulwise/domain";
import { Loader2Icon, SearchIcon } from "lucide-react";
import type * as React from "react";
import { useState } from "react";
import { Button, SubmitButton } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { errorMessage, isApiError } from "@/lib/api-error";
import { t, translateMessage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useCreateSite } from "../api/create-site";
import { useFindPlace } from "../api/find-place";
import { useUpdateSite } from "../api/update-site";

const m = messages.siteScreens;

/** A circle's radius until the contractor sets one: a small pit's gate and scale. */
const DEFAULT_RADIUS_METRES = 100;

export type SiteDraft = {
  name: string;
  address: string;
  shape: "circle" | "polygon";
  center: GeoPoint | null;
  radius: string;
  points: GeoPoint[];
  dwellMinutes: string;
};

export function draftOf(site: Site | null, start?: Partial<SiteDraft>): SiteDraft {
  const geometry = site?.geometry;
  return {
    name: site?.name ?? "",
    address: site?.address ?? "",
    shape: geometry?.type ?? "circle",
    center: geometry?.type === "circle" ? geometry.center : null,
    radius: String(geometry?.type === "circle" ? geometry.radiusMetres : DEFAULT_RADIUS_METRES),
    points: geometry?.type === "polygon" ? geometry.points : [],
    dwellMinutes:
      site?.minDwellSeconds == null
        ? ""
        : String(Math.round((site.minDwellSeconds / 60) * 10) / 10),
    ...start,
  };
}

/** The fence the draft draws: what the map shows with handles, and what is saved. */
export function geometryOfDraft(draft: SiteDraft): SiteGeometry | null {
  if (draft.shape === "polygon") {
    return draft.points.length > 0 ? { type: "polygon", points: draft.points } : null;
  }
  if (!draft.center) return null;
  const radius = Number(draft.radius);
  return {
    type: "circle",
    center: draft.center,
    radiusMetres: Number.isFinite(radius) && radius > 0 ? radius : DEFAULT_RADIUS_METRES,
  };
}

/** A click on the map while drawing: the circle's centre, or the polygon's next corner. */
export function placePoint(draft: SiteDraft, point: GeoPoint): SiteDraft {
  return draft.shape === "circle"
    ? { ...draft, center: point }
    : { ...draft, points: [...draft.points, point] };
}

/** A fence changed on the map by dragging its handles. */
export function reshape(draft: SiteDraft, geometry: SiteGeometry): SiteDraft {
  return geometry.type === "circle"
    ? { ...draft, center: geometry.center, radius: String(Math.round(geometry.radiusMetres)) }
    : { ...draft, points: geometry.points };
}

type Errors = Partial<Record<"name" | "address" | "geometry" | "minDwellSeconds", string>>;

function errorsFrom(issues: readonly { path: string; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const field = issue.path.replace(/^body\./, "").split(".")[0] as keyof Errors;
    if (["name", "address", "geometry", "minDwellSeconds"].includes(field)) {
      errors[field] ??= issue.message;
    }
  }
  return errors;
}

/**
 * Drawing or editing one site beside its map: name, address (Find on map starts a circle at
 * its ZIP code or town), the fence as a circle with its radius or a polygon's corners (clicked
 * on the map, dragged there, or typed as a radius), and the minimum stay.
 */
export function SiteEditor({
  site,
  draft,
  onChange,
  onFocus,
  onDone,
}: {
  site: Site | null;
  draft: SiteDraft;
  onChange: (draft: SiteDraft) => void;
  /** Brings a found place into view. */
  onFocus: (point: GeoPoint & { zoom: number }) => void;
  onDone: () => void;
}) {
  const create = useCreateSite();
  const update = useUpdateSite();
  const find = useFindPlace();
  const [errors, setErrors] = useState<Errors>({});
  const [findError, setFindError] = useState<string | null>(null);
  const saving = create.isPending || update.isPending;
  const set = (fields: Partial<SiteDraft>) => onChange({ ...draft, ...fields });

  async function handleFind() {
    setFindError(null);
    if (!draft.address.trim()) {
      setFindError(translateMessage(messages.jobs.placeQueryEmpty));
      return;
    }
    try {
      const place = await find.mutateAsync(draft.address);
      const center = { latitude: place.latitude, longitude: place.longitude };
      onChange({ ...draft, shape: "circle", center });
      onFocus({ ...center, zoom: 16 });
    } catch (error) {
      setFindError(errorMessage(error, messages.jobs.placeNotFound));
    }
  }

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    const geometry = geometryOfDraft(draft);
    const dwell = draft.dwellMinutes.trim();
    const input = {
      name: draft.name,
      address: draft.address,
      geometry: geometry ?? undefined,
      minDwellSeconds: dwell === "" ? null : Math.round(Number(dwell) * 60),
    };
    const checked = CreateSiteInputSchema.safeParse(input);
    if (!checked.success) {
      const found = errorsFrom(
        checked.error.issues.map((issue) => ({
          path: issue.path.join("."),
          message: issue.message,
        })),
      );
      if (!geometry) found.geometry = translateMessage(m.noFenceYet);
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      const saved = site
        ? await update.mutateAsync({ siteId: site.id, input: checked.data })
        : await create.mutateAsync(checked.data);
      toast.success(
        site ? t("sites.updated", { name: saved.name }) : t("sites.created", { name: saved.name }),
      );
      onDone();
    } catch (error) {
      const placed = isApiError(error) ? errorsFrom(error.issues) : {};
      if (Object.keys(placed).length > 0) setErrors(placed);
      else toast.error(errorMessage(error, translateMessage(m.saveFailed)));
    }
  }

  const corners = draft.points.length;
  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby="site-editor-heading"
      className="grid gap-4 rounded-xl border p-4"
    >
      <h2 id="site-editor-heading" className="text-lg font-semibold">
        {translateMessage(site ? m.editHeading : m.drawHeading)}
      </h2>
      <Field id="site-name" label={translateMessage(m.name)} error={errors.name}>
        {(control) => (
          <Input
            {...control}
            value={draft.name}
            autoComplete="off"
            onChange={(event) => set({ name: event.target.value })}
          />
        )}
      </Field>
      <Field
        id="site-address"
        label={translateMessage(m.address)}
        error={errors.address ?? findError ?? undefined}
        hint={translateMessage(m.addressHint)}
      >
        {(control) => (
          <div className="flex gap-2">
            <Input
              {...control}
              value={draft.address}
              autoComplete="street-address"
              onChange={(event) => set({ address: event.target.value })}
            />
            <Button type="button" variant="outline" onClick={handleFind} disabled={find.isPending}>
              {find.isPending ? (
                <Loader2Icon aria-hidden="true" className="animate-spin" />
              ) : (
                <SearchIcon aria-hidden="true" />
              )}
              {translateMessage(m.findOnMap)}
            </Button>
          </div>
        )}
      </Field>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">{translateMessage(m.shape)}</legend>
        <RadioGroup
          value={draft.shape}
          onValueChange={(shape) => set({ shape: shape as SiteDraft["shape"] })}
          className="flex gap-4"
        >
          {(["circle", "polygon"] as const).map((shape) => (
            <div key={shape} className="flex items-center gap-2">
              <RadioGroupItem value={shape} id={`site-shape-${shape}`} />
              <Label htmlFor={`site-shape-${shape}`}>
                {shape === "circle" ? t("sites.circle") : t("sites.polygon")}
              </Label>
            </div>
          ))}
        </RadioGroup>
        {draft.shape === "circle" ? (
          <>
            <p className="text-sm text-muted-foreground">{translateMessage(m.circleHint)}</p>
            <Field id="site-radius" label={translateMessage(m.radius)}>
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={10}
                  max={5000}
                  step={5}
                  value={draft.radius}
                  onChange={(event) => set({ radius: event.target.value })}
                />
              )}
            </Field>
          </>
        ) : (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {corners === 0 ? t("sites.polygonStart") : t("sites.polygonCorners", { corners })}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={corners === 0}
                onClick={() => set({ points: draft.points.slice(0, -1) })}
              >
                {translateMessage(m.undoCorner)}
              </Button>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={corners === 0}
                onClick={() => set({ points: [] })}
              >
                {translateMessage(m.clearCorners)}
              </Button>
            </div>
          </>
        )}
        {errors.geometry ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors.geometry}
          </p>
        ) : null}
      </fieldset>
      <Field
        id="site-dwell"
        label={translateMessage(m.minDwell)}
        error={errors.minDwellSeconds}
        hint={translateMessage(m.minDwellHint)}
      >
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.5}
            value={draft.dwellMinutes}
            onChange={(event) => set({ dwellMinutes: event.target.value })}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={saving}>{translateMessage(m.save)}</SubmitButton>
        <Button type="button" variant="outline" onClick={onDone}>
          {t("common.cancel")}
        </Button>
      </div>
    </form>
  );
}
