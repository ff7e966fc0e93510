import { type Job, topics } from "@haulwise/domain";
import { Loader2Icon, MapPinIcon } from "lucide-react";
import type * as React from "react";
import { useMemo, useState } from "react";
import { useUpdateJob } from "@/api/update-job";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/api-error";
import { useRealtimeTopic } from "@/lib/realtime/realtime-provider";
import { toast } from "@/lib/toast";
import { useDriverTrail } from "../api/get-driver-trail";
import { useJobPositions } from "../api/get-job-positions";
import type { LatLng } from "../map/engine";
import { siteOf } from "./job-site";
import { LiveMap } from "./live-map";

const NO_POSITIONS = [] as const;

const formatPoint = (point: LatLng) =>
  `${point.latitude.toFixed(6)}, ${point.longitude.toFixed(6)}`;

/**
 * Setting where the job site is: the address as text, the coordinates from a click on the
 * map (no geocoding service is configured by default, so an address is never looked up).
 */
function LocationEditor({
  job,
  draft,
  onDone,
}: {
  job: Job;
  draft: LatLng | null;
  onDone: () => void;
}) {
  const update = useUpdateJob(job.id);
  const [address, setAddress] = useState(job.locationAddress ?? "");

  async function handleSave(event: React.FormEvent) {
    event.preventDefault();
    try {
      await update.mutateAsync({
        locationAddress: address,
        ...(draft ? { latitude: draft.latitude, longitude: draft.longitude } : {}),
      });
      toast.success("Job location saved");
      onDone();
    } catch (error) {
      toast.error(errorMessage(error, "The job location could not be saved. Please try again."));
    }
  }

  return (
    <form
      onSubmit={handleSave}
      className="grid gap-3 rounded-lg border p-3 sm:grid-cols-[1fr_auto]"
    >
      <Field id={`job-${job.id}-site-address`} label="Site address">
        <Input
          id={`job-${job.id}-site-address`}
          value={address}
          maxLength={300}
          onChange={(event) => setAddress(event.target.value)}
        />
      </Field>
      <p className="self-end text-sm text-muted-foreground sm:col-span-2" aria-live="polite">
        {draft
          ? `Chosen on the map: ${formatPoint(draft)}`
          : "Click the map where the job site is to set its coordinates."}
      </p>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? <Loader2Icon aria-hidden="true" className="animate-spin" /> : null}
          Save location
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/**
 * The Active Drivers tab's map: the job's active drivers live (no plan limit, the job is
 * chosen), its site, and the day's trail of a selected driver. Contractors set the site by
 * clicking the map.
 */
export function JobLiveMap({ job }: { job: Job }) {
  useRealtimeTopic(topics.jobLocations(job.id));
  const positions = useJobPositions(job.id);
  const [selected, setSelected] = useState<string | null>(null);
  const latest = positions.data?.positions.find((position) => position.driverId === selected);
  const trail = useDriverTrail(selected, latest);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<LatLng | null>(null);
  const { id, latitude, longitude, locationAddress, location } = job;
  const sites = useMemo(() => {
    const site = siteOf({ id, latitude, longitude, locationAddress, location });
    return site ? [site] : [];
  }, [id, latitude, longitude, locationAddress, location]);

  function stopEditing() {
    setEditing(false);
    setDraft(null);
  }

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">Live map</h2>
        {!editing ? (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <MapPinIcon aria-hidden="true" />
            {sites.length > 0 ? "Move job location" : "Set job location"}
          </Button>
        ) : null}
      </div>
      {editing ? <LocationEditor job={job} draft={draft} onDone={stopEditing} /> : null}
      <LiveMap
        label={`Live map of ${job.title}`}
        positions={positions.data?.positions ?? NO_POSITIONS}
        loading={positions.isPending}
        error={positions.error}
        onRetry={() => positions.refetch()}
        sites={sites}
        trail={selected && trail.data?.driverId === selected ? trail.data.points : null}
        selectedDriverId={selected}
        onSelectDriver={setSelected}
        picking={editing}
        onPick={setDraft}
        draft={draft}
        emptyText="None of this job's drivers is sharing a position right now."
      />
    </div>
  );
}
