import type { Role } from "@haulwise/domain";
import { BellRingIcon, Loader2Icon, MapPinIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { type PermissionKind, usePermission } from "@/hooks/use-permission";
import { announcePermissionResult } from "@/lib/permission-toasts";

const labels: Record<PermissionKind, { title: string; use: (role: Role | null) => string }> = {
  geolocation: {
    title: "Location (GPS)",
    use: () =>
      "For sharing your position with your company while you are on duty with Haulwise open.",
  },
  notifications: {
    title: "Notifications",
    use: (role) =>
      role === "contractor"
        ? "For alerts when a driver may be inactive or stops sharing their location, even while Haulwise is in another tab. The bell lists everything new."
        : "For alerts outside the page, which Haulwise does not send drivers yet. The bell lists what is new.",
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
  if (!permission.supported) status = "This browser cannot do this.";
  else if (permission.state === "checking") status = "Checking...";
  else if (permission.state === "granted")
    status = "Allowed. To turn it off, use your browser's site settings.";
  else if (permission.state === "denied")
    status =
      "Blocked in this browser. Allow it in the browser's site settings (the icon beside the address).";
  else status = "Not decided yet.";

  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center">
      <Icon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
      <div className="grid flex-1 gap-0.5">
        <p className="font-medium">{labels[kind].title}</p>
        <p className="text-sm text-muted-foreground">{labels[kind].use(role)}</p>
        <p className="text-sm">{status}</p>
      </div>
      {permission.supported && permission.state === "prompt" ? (
        <Button variant="outline" onClick={() => void handleAllow()} disabled={asking}>
          {asking ? <Loader2Icon aria-hidden="true" className="animate-spin" /> : null}
          Allow {kind === "geolocation" ? "location" : "notifications"}
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
