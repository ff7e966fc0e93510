import type { Invitation } from "@haulwise/domain";
import { Loader2Icon, MailIcon, RotateCwIcon, XIcon } from "lucide-react";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { localDate, timeAgo } from "@/lib/format";
import { t } from "@/lib/i18n";

const tones: Record<Invitation["status"], BadgeVariant> = {
  pending: "info",
  expired: "warning",
  accepted: "success",
  revoked: "muted",
};
const labels: Record<Invitation["status"], () => string> = {
  pending: () => t("invitations.status.pending"),
  expired: () => t("invitations.status.expired"),
  accepted: () => t("invitations.status.accepted"),
  revoked: () => t("invitations.status.revoked"),
};

const day = (iso: string) =>
  localDate(new Date(iso), "d MMM yyyy", { day: "numeric", month: "short", year: "numeric" });

function detailOf(invitation: Invitation): string {
  const sent = invitation.invitedByName
    ? t("invitations.sentBy", { date: day(invitation.createdAt), name: invitation.invitedByName })
    : t("invitations.sentOn", { date: day(invitation.createdAt) });
  if (invitation.status === "pending") {
    return `${sent} · ${t("invitations.linkExpires", { when: timeAgo(invitation.expiresAt) })}`;
  }
  if (invitation.status === "expired") return `${sent} · ${t("invitations.linkExpired")}`;
  if (invitation.status === "accepted" && invitation.acceptedAt) {
    return `${sent} · ${t("invitations.joined", { date: day(invitation.acceptedAt) })}`;
  }
  return sent;
}

export type InvitationListProps = {
  invitations: Invitation[];
  /** Re-send and revoke for invitations still open; absent for the history list. */
  onResend?: (invitation: Invitation) => void;
  onRevoke?: (invitation: Invitation) => void;
  /** The invitation whose action is running, so only its buttons wait. */
  busyId?: string | null;
  label: string;
};

export function InvitationList({
  invitations,
  onResend,
  onRevoke,
  busyId,
  label,
}: InvitationListProps) {
  return (
    <ul aria-label={label} className="divide-y rounded-lg border">
      {invitations.map((invitation) => {
        const busy = busyId === invitation.id;
        return (
          <li
            key={invitation.id}
            className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="flex min-w-0 items-start gap-3">
              <MailIcon
                aria-hidden="true"
                className="mt-0.5 size-4 shrink-0 text-muted-foreground"
              />
              <div className="grid min-w-0 grid-cols-1 gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="min-w-0 font-medium break-all">{invitation.email}</span>
                  <Badge variant={tones[invitation.status]}>{labels[invitation.status]()}</Badge>
                </div>
                <p className="text-xs text-muted-foreground">{detailOf(invitation)}</p>
              </div>
            </div>
            {onResend || onRevoke ? (
              <div className="flex shrink-0 gap-2 pl-7 sm:pl-0">
                {onResend ? (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={busy}
                    onClick={() => onResend(invitation)}
                    aria-label={t("invitations.resendTo", { email: invitation.email })}
                  >
                    {busy ? (
                      <Loader2Icon aria-hidden="true" className="animate-spin" />
                    ) : (
                      <RotateCwIcon aria-hidden="true" />
                    )}
                    {t("invitations.resend")}
                  </Button>
                ) : null}
                {onRevoke ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={busy}
                    className="text-destructive hover:text-destructive"
                    onClick={() => onRevoke(invitation)}
                    aria-label={t("invitations.revokeTo", { email: invitation.email })}
                  >
                    <XIcon aria-hidden="true" />
                    {t("invitations.revoke")}
                  </Button>
                ) : null}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
