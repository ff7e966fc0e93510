import type { DeliverySignature } from "@haulwise/domain";
import { PenLineIcon } from "lucide-react";
import { Suspense, useState } from "react";
import { deferredOverlay, useOpenedOnce } from "@/components/deferred-overlay";
import { Button } from "@/components/ui/button";
import { useT } from "@/lib/i18n";

// The drawing box opens in a dialog whose code (and Radix's) comes with the first opening, not
// with every form that offers it; the installed app holds it, so it opens without signal too.
const SignatureDialog = deferredOverlay(
  () => import("./signature-dialog"),
  "SignatureDialog",
).Component;

/**
 * "Get signature": the driver hands the phone to whoever receives the load, who signs in the
 * box with a finger (or a mouse) and types their name. The signature travels with the ticket,
 * so it waits on the device with it when there is no signal.
 */
export function SignatureButton({
  value,
  onChange,
}: {
  value: DeliverySignature | null;
  onChange(signature: DeliverySignature | null): void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [openings, setOpenings] = useState(0);
  const opened = useOpenedOnce(open);

  return (
    <div className="grid gap-2">
      {value ? (
        <div className="flex flex-wrap items-center gap-3 rounded-md border p-2 text-sm">
          <img
            src={value.image}
            alt={t("messages.loads.signatureAlt", { name: value.signerName })}
            className="h-12 w-36 rounded bg-white object-contain"
          />
          <span className="flex-1">
            {t("loads.signature.signedBy", { name: value.signerName })}
          </span>
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
            {t("loads.signature.removeSignature")}
          </Button>
        </div>
      ) : null}
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        onClick={() => {
          setOpenings((count) => count + 1);
          setOpen(true);
        }}
      >
        <PenLineIcon aria-hidden="true" />
        {t("loads.signature.getSignature")}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <SignatureDialog
            key={openings}
            open={open}
            onOpenChange={setOpen}
            signerName={value?.signerName ?? ""}
            onSave={(signature) => {
              onChange(signature);
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
