import { CheckIcon, CopyIcon } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { t } from "@/lib/i18n";

/** The app's own name, the same in every language. */
const OSMAND = "OsmAnd";

function CopyField({ label, value }: { label: string; value: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // No clipboard access (an insecure page, a refused permission): select it to copy by hand.
      (document.getElementById(id) as HTMLInputElement | null)?.select();
    }
  }
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={value}
          className="font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label={
            copied ? t("trackerApps.copied", { label }) : t("trackerApps.copy", { label })
          }
          onClick={() => void handleCopy()}
        >
          {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
        </Button>
      </div>
    </div>
  );
}

/**
 * The one time a device token is shown, with what to type into the tracker app. The server
 * keeps only a hash: a token closed away unseen has to be revoked and created again.
 */
export function NewTokenDialog({
  created,
  onClose,
}: {
  created: { name: string; token: string } | null;
  onClose: () => void;
}) {
  const serverUrl = `${window.location.origin}/api/osmand`;
  const osmandUrl = created
    ? `${serverUrl}?id=${encodeURIComponent(created.token)}&lat={0}&lon={1}&timestamp={2}&accuracy={3}&altitude={4}&speed={5}&bearing={6}`
    : "";
  return (
    <Dialog open={created !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90svh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t("trackerApps.tokenFor", { name: created?.name ?? "" })}</DialogTitle>
          <DialogDescription>{t("trackerApps.copyNow")}</DialogDescription>
        </DialogHeader>
        {created ? (
          <div className="grid gap-5 text-sm">
            <CopyField label={t("trackerApps.deviceToken")} value={created.token} />
            <section aria-labelledby="traccar-steps" className="grid gap-2">
              <h3 id="traccar-steps" className="font-semibold">
                {t("trackerApps.traccarHeading")}
              </h3>
              <ol className="grid list-decimal gap-1 pl-5 text-muted-foreground">
                <li>{t("trackerApps.traccarInstall")}</li>
                <li>{t("trackerApps.traccarIdentifier")}</li>
                <li>{t("trackerApps.traccarServer")}</li>
                <li>{t("trackerApps.traccarAccuracy")}</li>
                <li>{t("trackerApps.traccarAllowAlways")}</li>
              </ol>
              <CopyField label={t("trackerApps.serverUrl")} value={serverUrl} />
            </section>
            <section aria-labelledby="osmand-steps" className="grid gap-2">
              <h3 id="osmand-steps" className="font-semibold">
                {OSMAND}
              </h3>
              <p className="text-muted-foreground">{t("trackerApps.osmandSteps")}</p>
              <CopyField label={t("trackerApps.osmandAddress")} value={osmandUrl} />
            </section>
          </div>
        ) : null}
        <DialogFooter>
          <Button onClick={onClose}>{t("trackerApps.done")}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
