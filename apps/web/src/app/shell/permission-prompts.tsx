import { messages, type Role } from "@haulwise/domain";
import { BellRingIcon, Loader2Icon, MapPinIcon, MapPinOffIcon } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { type PermissionKind, usePermission } from "@/hooks/use-permission";
import { t, translateMessage } from "@/lib/i18n";
import { announceNotNow, announcePermissionResult } from "@/lib/permission-toasts";
import { rememberNotNow, saidNotNowRecently } from "@/lib/prompt-dismissals";
import { choosePrompt, type GpsBannerReason, gpsBannerReason } from "./prompt-choice";

const promptText: Record<
  PermissionKind,
  { title: () => string; text: (role: Role | null) => string }
> = {
  geolocation: {
    title: () => t("app.prompt.gpsTitle"),
    text: () => t("app.prompt.gpsText"),
  },
  notifications: {
    title: () => t("app.prompt.notificationsTitle"),
    text: (role) =>
      role === "contractor"
        ? t("app.prompt.notificationsContractor")
        : t("app.prompt.notificationsDriver"),
  },
};

export function PromptCard({
  kind,
  role,
  onAllow,
  onNotNow,
}: {
  kind: PermissionKind;
  role: Role | null;
  onAllow: () => void;
  onNotNow: () => void;
}) {
  const titleId = useId();
  const Icon = kind === "geolocation" ? MapPinIcon : BellRingIcon;
  const { title, text } = promptText[kind];
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-lg border border-primary/40 bg-card p-4 shadow-sm sm:flex-row sm:items-center"
    >
      <div className="flex flex-1 items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="grid gap-1">
          <h2 id={titleId} className="font-semibold">
            {title()}
          </h2>
          <p className="text-sm text-muted-foreground">{text(role)}</p>
        </div>
      </div>
      <div className="flex gap-2 sm:shrink-0">
        <Button variant="outline" className="flex-1 sm:flex-none" onClick={onNotNow}>
          {t("app.prompt.notNow")}
        </Button>
        <Button className="flex-1 sm:flex-none" onClick={onAllow}>
          {t("app.prompt.allow")}
        </Button>
      </div>
    </section>
  );
}

/** What the GPS banner says under its heading, by why location is off. */
const gpsBannerText: Record<GpsBannerReason, () => string> = {
  off: () => t("app.gps.off"),
  unsupported: () => t("app.gps.unsupported"),
  denied: () => t("app.gps.denied"),
};

export function GpsBanner({
  reason,
  asking,
  onEnable,
}: {
  reason: GpsBannerReason;
  asking: boolean;
  onEnable: () => void;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-lg border border-amber-600/50 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center dark:border-amber-400/40 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <div className="flex flex-1 items-start gap-3">
        <MapPinOffIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="grid gap-0.5">
          <h2 id={titleId} className="font-semibold">
            {translateMessage(messages.permissionsPrompt.gpsDisabledBanner)}
          </h2>
          <p className="text-sm">{gpsBannerText[reason]()}</p>
        </div>
      </div>
      {reason === "unsupported" ? null : (
        <Button
          variant="outline"
          className="border-amber-700/60 bg-transparent hover:bg-amber-100 sm:shrink-0 dark:border-amber-300/50 dark:hover:bg-amber-900/50"
          onClick={onEnable}
          disabled={asking}
        >
          {asking ? <Loader2Icon aria-hidden="true" className="animate-spin" /> : null}
          {t("app.gps.enable")}
        </Button>
      )}
    </section>
  );
}

/**
 * The shell's permission prompts and, for drivers, the GPS banner. Both sit in the page flow
 * above the content rather than in a modal, so a driver can keep working and decide later.
 */
export function PermissionPrompts({
  userRole: role,
  userId,
}: {
  userRole: Role | null;
  userId: string;
}) {
  const geolocation = usePermission("geolocation");
  const notifications = usePermission("notifications");
  const [asking, setAsking] = useState<PermissionKind | null>(null);
  const [notNow, setNotNow] = useState<Record<PermissionKind, boolean>>(() => ({
    geolocation: saidNotNowRecently("geolocation", userId),
    notifications: saidNotNowRecently("notifications", userId),
  }));

  const prompt = choosePrompt({
    role,
    geolocation: geolocation.state,
    notifications: notifications.state,
    notNow,
    asking,
  });

  function remember(kind: PermissionKind) {
    rememberNotNow(kind, userId);
    setNotNow((previous) => ({ ...previous, [kind]: true }));
  }

  async function handleAllow(kind: PermissionKind) {
    setAsking(kind);
    const result = await (kind === "geolocation" ? geolocation : notifications).request();
    setAsking(null);
    announcePermissionResult(kind, result);
    // Closing the browser's dialog without answering leaves it undecided: do not ask at once again.
    if (result === "prompt") remember(kind);
  }

  function handleNotNow(kind: PermissionKind) {
    remember(kind);
    announceNotNow(kind);
  }

  const banner = gpsBannerReason(role, geolocation);

  if (!prompt && !banner) return null;
  return (
    <div className="mb-6 grid gap-4">
      {prompt ? (
        <PromptCard
          key={prompt}
          kind={prompt}
          role={role}
          onAllow={() => void handleAllow(prompt)}
          onNotNow={() => handleNotNow(prompt)}
        />
      ) : null}
      {banner ? (
        <GpsBanner
          reason={banner}
          asking={asking === "geolocation"}
          onEnable={() => void handleAllow("geolocation")}
        />
      ) : null}
    </div>
  );
}
