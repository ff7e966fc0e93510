import { jobLabelOf, type LoadRow } from "@haulwise/domain";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { t } from "@/lib/i18n";
import { CompleteLoadForm } from "./load-change-forms";

/** Completing a load from its row: works with no signal, where the details cannot load. */
export function CompleteLoadDialog({
  load,
  onClose,
}: {
  load: LoadRow | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={load !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {load
              ? t("loads.mine.completeTitle", { n: load.loadNumber })
              : t("loads.mine.completeTitleAny")}
          </DialogTitle>
          <DialogDescription>
            {t("loads.mine.completeHelp", {
              job: load ? jobLabelOf(load.jobTitle, load.jobNumber) : "",
            })}
          </DialogDescription>
        </DialogHeader>
        {load ? <CompleteLoadForm load={load} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}
