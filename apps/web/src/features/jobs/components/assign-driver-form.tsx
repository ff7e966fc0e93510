import { type JobDriver, messages } from "@haulwise/domain";
import { Loader2Icon, UserPlusIcon } from "lucide-react";
import type * as React from "react";
import { useEffect, useId, useState } from "react";
import { useCompanyDrivers } from "@/api/get-company-drivers";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { splitMessage } from "@/lib/format";
import { t, translateMessage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { driverOptionLabel } from "./upload-document-dialog";

/** Picks one of the company's drivers who is not on the job yet. */
export function AssignDriverForm({
  roster,
  onAssign,
  pending,
}: {
  roster: JobDriver[];
  onAssign: (driverId: string, name: string) => Promise<boolean>;
  pending: boolean;
}) {
  const selectId = useId();
  const drivers = useCompanyDrivers();
  const [driverId, setDriverId] = useState("");
  const onJob = new Set(roster.filter((d) => d.status === "active").map((d) => d.driverId));
  const choices = (drivers.data ?? []).filter((driver) => !onJob.has(driver.id));

  useEffect(() => {
    if (drivers.isError) {
      const driversError = splitMessage(translateMessage(messages.drivers.fetchForUploadError));
      toast.error(driversError.title, { description: driversError.description, id: "drivers" });
    }
  }, [drivers.isError]);

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    const driver = choices.find((d) => d.id === driverId);
    if (!driver) return;
    if (await onAssign(driver.id, driverOptionLabel(driver))) setDriverId("");
  }

  const empty = !drivers.isPending && choices.length === 0;
  return (
    <form onSubmit={handleSubmit} className="flex flex-wrap items-end gap-2">
      <div className="grid min-w-56 flex-1 gap-1.5">
        <Label htmlFor={selectId}>{t("jobs.drivers.driver")}</Label>
        <NativeSelect
          id={selectId}
          value={driverId}
          onChange={(event) => setDriverId(event.target.value)}
          disabled={drivers.isPending || empty || pending}
        >
          {drivers.isPending ? (
            <option value="">{translateMessage(messages.guard.loading)}</option>
          ) : empty ? (
            <option value="">
              {drivers.data?.length
                ? t("jobs.drivers.allOnJob")
                : translateMessage(messages.documents.noDrivers)}
            </option>
          ) : (
            <>
              <option value="">{t("jobs.drivers.chooseDriver")}</option>
              {choices.map((driver) => (
                <option key={driver.id} value={driver.id}>
                  {driverOptionLabel(driver)}
                </option>
              ))}
            </>
          )}
        </NativeSelect>
      </div>
      <Button type="submit" disabled={!driverId || pending}>
        {pending ? (
          <Loader2Icon aria-hidden="true" className="animate-spin" />
        ) : (
          <UserPlusIcon aria-hidden="true" />
        )}
        {t("jobs.drivers.assign")}
      </Button>
    </form>
  );
}
