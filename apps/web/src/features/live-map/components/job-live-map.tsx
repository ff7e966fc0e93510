import { type Job, messages, type PlaceMatch, topics } from "@haulwise/domain";
import { Loader2Icon, MapPinIcon, SearchIcon } from "lucide-react";
import type * as React from "react";
import { useMemo, useState } from "react";
import { useUpdateJob } from "@/api/update-job";
import { Button, SubmitButton } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/api-error";
import { t, translateMessage } from "@/lib/i18n";
import { driverPagePath } from "@/lib/paths";
import { useRealtimeTopic } from "@/lib/realtime/realtime-provider";
import { toast } from "@/lib/toast";
import { useFindPlace } from "../api/find-place";
import { useDriverTrail } from "../api/get-driver-trail";
import { useJobPositions } from "../api/get-job-positions";
import type { LatLng } from "../map/engine";
import { siteOf } from "./job-site";
import { LiveMap } from "./live-map";
import { useSiteFences } from "./site-fences";

const NO_POSITIONS = [] as const;

const formatPoint = (point: LatLng) =>
  `${point.latitude.toFixed(6)}, ${point.longitude.toFixed(6)}`;

/** How close the map comes to a place found from an address: a ZIP code's area, or a town. */
const FOUND_ZOOM = { zip: 14, town: 12 } as const;

/**
 * Setting where the job site is: the address as text; the coordinates from a click on the
 * map, or first from the address's ZIP code or town (Find on map), then refined by a click.
 */
function LocationEditor({
  job,
  draft,
  onFound,
  onDone,
}: {
  job: Job;
  draft: LatLng | null;
  /** Shows the place on the map as the chosen spot, and returns that spot. */
  onFound: (place: PlaceMatch) => LatLng;
  onDone: () => void;
}) {
  const update = useUpdateJob(job.id);
  const find = useFindPlace();
  const [address, setAddress] = useState(job.locationAddress ?? "");
  // What Find on map last said, with the spot chosen then: a click on the map since replaces it.
  const [found, setFound] = useState<{
    result: PlaceMatch | { error: string };
    draft: LatLng | null;
  } | null>(null);
  const current = found && found.draft === draft ? found.result : null;
  const failed = current && "error" in current ? current : null;
  const fromAddress = current && "label" in current ? current : null;

  async function handleFind() {
    setFound(null);
    if (!address.trim()) {
      setFound({ result: { error: translateMessage(messages.jobs.placeQueryEmpty) }, draft });
      return;
    }
    try {
      const place = await find.mutateAsync(address);
      setFound({ result: place, draft: onFound(place) });
    } catch (error) {
      setFound({ result: { error: errorMessage(error, messages.jobs.placeNotFound) }, draft });
    }
  }

  async function handleSave(event: React.FormEvent) {
    event.preventDefault();
    try {
      await update.mutateAsync({
        locationAddress: address,
        ...(draft ? { latitude: draft.latitude, longitude: draft.longitude } : {}),
      });
      toast.success(t("map.job.locationSaved"));
      onDone();
    } catch (error) {
      toast.error(errorMessage(error, t("map.job.locationFailed")));
    }
  }

  return (
    <form
      onSubmit={handleSave}
      className="grid gap-3 rounded-lg border p-3 sm:grid-cols-[1fr_auto]"
    >
      <Field id={`job-${job.id}-site-address`} label={t("jobs.form.address")}>
        <Input
          id={`job-${job.id}-site-address`}
          value={address}
          maxLength={300}
          onChange={(event) => setAddress(event.target.value)}
        />
      </Field>
      <Button
        type="button"
        variant="outline"
        className="self-end"
        disabled={find.isPending}
        onClick={handleFind}
      >
        {find.isPending ? (
          <Loader2Icon aria-hidden="true" className="animate-spin" />
        ) : (
          <SearchIcon aria-hidden="true" />
        )}
        {translateMessage(messages.siteScreens.findOnMap)}
      </Button>
      <p className="text-sm text-muted-foreground sm:col-span-2" aria-live="polite">
        {failed ? (
          <span className="text-destructive">{failed.error}</span>
        ) : fromAddress && draft ? (
          t("map.job.found", { label: fromAddress.label, point: formatPoint(draft) })
        ) : draft ? (
          t("map.job.chosen", { point: formatPoint(draft) })
        ) : (
          t("map.job.help")
        )}
      </p>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <SubmitButton pending={update.isPending}>{t("map.job.save")}</SubmitButton>
        <Button type="button" variant="outline" onClick={onDone}>
          {t("common.cancel")}
        </Button>
      </div>
    </form>
  );
}

/**
 * The Active Drivers tab's map: the job's active drivers live (no plan limit, the job is
 * chosen), its site, and the day's trail of a selected driver. Contractors set the site from
 * its address's ZIP code or town and by clicking the map.
 */
export function JobLiveMap({ job }: { job: Job }) {
  useRealtimeTopic(topics.jobLocations(job.id));
  const positions = useJobPositions(job.id);
  const fences = useSiteFences(job);
  const [selected, setSelected] = useState<string | null>(null);
  const latest = positions.data?.positions.find((position) => position.driverId === selected);
  const trail = useDriverTrail(selected, latest);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<LatLng | null>(null);
  const [focus, setFocus] = useState<(LatLng & { zoom: number }) | null>(null);
  const { id, latitude, longitude, locationAddress, location } = job;
  const sites = useMemo(() => {
    const site = siteOf({ id, latitude, longitude, locationAddress, location });
    return site ? [site] : [];
  }, [id, latitude, longitude, locationAddress, location]);

  function stopEditing() {
    setEditing(false);
    setDraft(null);
  }

  function showFound(place: PlaceMatch) {
    const point = { latitude: place.latitude, longitude: place.longitude };
    setDraft(point);
    setFocus({ ...point, zoom: FOUND_ZOOM[place.precision] });
    return point;
  }

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t("map.job.title")}</h2>
        {!editing ? (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <MapPinIcon aria-hidden="true" />
            {sites.length > 0 ? t("map.job.move") : t("map.job.set")}
          </Button>
        ) : null}
      </div>
      {editing ? (
        <LocationEditor job={job} draft={draft} onFound={showFound} onDone={stopEditing} />
      ) : null}
      <LiveMap
        driverPath={driverPagePath}
        label={t("map.job.label", { title: job.title })}
        positions={positions.data?.positions ?? NO_POSITIONS}
        loading={positions.isPending}
        error={positions.error}
        onRetry={() => positions.refetch()}
        sites={sites}
        fences={fences}
        trail={selected && trail.data?.driverId === selected ? trail.data.points : null}
        selectedDriverId={selected}
        onSelectDriver={setSelected}
        picking={editing}
        onPick={setDraft}
        draft={draft}
        focus={focus}
        emptyText={t("map.job.empty")}
      />
    </div>
  );
}
