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
          aria-label={copied ? `${label} copied` : `Copy ${label.toLowerCase()}`}
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
          <DialogTitle>Token for {created?.name}</DialogTitle>
          <DialogDescription>
            Copy it now: this is the only time Haulwise shows it. Anyone with it can send positions
            as you, so keep it in the tracker app only.
          </DialogDescription>
        </DialogHeader>
        {created ? (
          <div className="grid gap-5 text-sm">
            <CopyField label="Device token" value={created.token} />
            <section aria-labelledby="traccar-steps" className="grid gap-2">
              <h3 id="traccar-steps" className="font-semibold">
                Traccar Client (Android and iPhone)
              </h3>
              <ol className="grid list-decimal gap-1 pl-5 text-muted-foreground">
                <li>Install Traccar Client from your phone's app store.</li>
                <li>Set Device identifier to the token above.</li>
                <li>Set Server URL to the address below.</li>
                <li>Choose high location accuracy, then turn on Service status.</li>
                <li>
                  Allow location "all the time" and take the app out of battery optimisation, or the
                  phone may stop it.
                </li>
              </ol>
              <CopyField label="Server URL" value={serverUrl} />
            </section>
            <section aria-labelledby="osmand-steps" className="grid gap-2">
              <h3 id="osmand-steps" className="font-semibold">
                OsmAnd
              </h3>
              <p className="text-muted-foreground">
                Turn on the Trip recording plugin, open its online tracking settings and paste this
                web address (the token is already in it):
              </p>
              <CopyField label="Online tracking address" value={osmandUrl} />
            </section>
          </div>
        ) : null}
        <DialogFooter>
          <Button onClick={onClose}>Done</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
