import type { Role } from "@haulwise/domain";
import { BellRingIcon, Loader2Icon, MapPinIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { type PermissionKind, usePermission } from "@/hooks/use-permission";
import { t } from "@/lib/i18n";
import { announcePermissionResult } from "@/lib/permission-toasts";

const labels: Record<PermissionKind, { title: () => string; use: (role: Role | null) => string }> =
  {
    geolocation: {
      title: () => t("account.device.location"),
      use: () => t("account.device.locationUse"),
    },
    notifications: {
      title: () => t("account.device.notifications"),
      use: (role) =>
        role === "contractor"
          ? t("account.device.notificationsContractor")
          : t("account.device.notificationsDriver"),
    },
  };

function PermissionRow({ kind, role }: { kind: PermissionKind; role: Role | null }) {
  const permission = usePermission(kind);
  const [asking, setAsking] = useState(false);
  const Icon = kind === "geolocation" ? MapPinIcon : BellRingIcon;

  async function handleAllow() {
    setAsking(true);
    const result = await permission.request();
    setAsking(false);
    announcePermissionResult(kind, result);
  }

  let status: string;
  if (!permission.supported) status = t("account.device.unsupported");
  else if (permission.state === "checking") status = t("account.device.checking");
  else if (permission.state === "granted") status = t("account.device.granted");
  else if (permission.state === "denied") status = t("account.device.denied");
  else status = t("account.device.undecided");

  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center">
      <Icon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
      <div className="grid flex-1 gap-0.5">
        <p className="font-medium">{labels[kind].title()}</p>
        <p className="text-sm text-muted-foreground">{labels[kind].use(role)}</p>
        <p className="text-sm">{status}</p>
      </div>
      {permission.supported && permission.state === "prompt" ? (
        <Button variant="outline" onClick={() => void handleAllow()} disabled={asking}>
          {asking ? <Loader2Icon aria-hidden="true" className="animate-spin" /> : null}
          {kind === "geolocation"
            ? t("account.device.allowLocation")
            : t("account.device.allowNotifications")}
        </Button>
      ) : null}
    </li>
  );
}

/** What this browser lets Haulwise do; where "Not Now" on a prompt can be changed later. */
export function DevicePermissions({ userRole }: { userRole: Role | null }) {
  return (
    <ul className="divide-y">
      {userRole === "driver" ? <PermissionRow kind="geolocation" role={userRole} /> : null}
      <PermissionRow kind="notifications" role={userRole} />
    </ul>
  );
}
