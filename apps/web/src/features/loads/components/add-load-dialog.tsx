import type { Job } from "@haulwise/domain";
import { PlusIcon } from "lucide-react";
import { useState } from "react";
import { useCompanyDrivers } from "@/api/get-company-drivers";
import { useJobRoster } from "@/api/get-job-roster";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { t } from "@/lib/i18n";
import { RecordLoadForm } from "./record-load-form";

/**
 * A contractor adds a load for one of the company's drivers: the job's own drivers first,
 * then the rest of the company (a driver may have hauled before being put on the job).
 */
export function AddLoadDialog({ job }: { job: Job }) {
  const [open, setOpen] = useState(false);
  const company = useCompanyDrivers();
  const roster = useJobRoster(job.id);
  const onJob = new Set(
    (roster.data ?? []).filter((d) => d.status === "active").map((d) => d.driverId),
  );
  const everyone = (company.data ?? []).map((d) => ({ id: d.id, name: d.name }));
  const drivers = [
    ...everyone.filter((d) => onJob.has(d.id)).map((d) => ({ ...d, group: t("loads.add.onJob") })),
    ...everyone
      .filter((d) => !onJob.has(d.id))
      .map((d) => ({ ...d, group: t("loads.add.otherDrivers") })),
  ];
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        <PlusIcon aria-hidden="true" />
        {t("loads.add.button")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-h-[90vh] overflow-y-auto">
          <DialogHeader>
            <DialogTitle>{t("loads.add.title")}</DialogTitle>
            <DialogDescription>{t("loads.add.description", { job: job.title })}</DialogDescription>
          </DialogHeader>
          <RecordLoadForm
            jobs={[job]}
            fixedJobId={job.id}
            drivers={drivers}
            onRecorded={() => setOpen(false)}
          />
        </DialogContent>
      </Dialog>
    </>
  );
}
