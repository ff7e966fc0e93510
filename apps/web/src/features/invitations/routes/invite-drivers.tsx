import { type Invitation, messages } from "@haulwise/domain";
import { ArrowLeftIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { PageHeader } from "@/components/page-header";
import { QueryError } from "@/components/query-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage, isApiError } from "@/lib/api-error";
import { t, translateMessage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useInvitations } from "../api/get-invitations";
import { useResendInvitation } from "../api/resend-invitation";
import { useRevokeInvitation } from "../api/revoke-invitation";
import { useSendInvitations } from "../api/send-invitations";
import { InvitationList } from "../components/invitation-list";
import { InviteDriversForm, type InviteDriversValues } from "../components/invite-drivers-form";

/** Answered invitations shown under the open ones; older ones add nothing a contractor acts on. */
const HISTORY_LIMIT = 10;

/** /drivers/invite, the target of Add Driver: invite by e-mail, follow up open invitations. */
export function InviteDriversRoute() {
  const invitations = useInvitations();
  const send = useSendInvitations();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [serverError, setServerError] = useState<string>();
  const [busyId, setBusyId] = useState<string | null>(null);

  async function handleSend(values: InviteDriversValues) {
    setServerError(undefined);
    try {
      const result = await send.mutateAsync(values);
      toast.success(t("messages.invitations.sent", { n: result.invitations.length }));
      return true;
    } catch (error) {
      if (isApiError(error) && error.status >= 400 && error.status < 500) {
        // Field problems come as issues; a refused address (already a driver, already
        // invited) as the message.
        setServerError(translateMessage(error.issues[0]?.message ?? error.message));
      } else {
        toast.error(errorMessage(error, t("invitations.sendFailed")));
      }
      return false;
    }
  }

  async function handleResend(invitation: Invitation) {
    setBusyId(invitation.id);
    try {
      await resend.mutateAsync(invitation.id);
      toast.success(messages.invitations.resent);
    } catch (error) {
      toast.error(errorMessage(error, t("invitations.resendFailed")));
    } finally {
      setBusyId(null);
    }
  }

  async function handleRevoke(invitation: Invitation) {
    setBusyId(invitation.id);
    try {
      await revoke.mutateAsync(invitation.id);
      toast.success(messages.invitations.revoked);
    } catch (error) {
      toast.error(errorMessage(error, t("invitations.revokeFailed")));
    } finally {
      setBusyId(null);
    }
  }

  const open =
    invitations.data?.filter((i) => i.status === "pending" || i.status === "expired") ?? [];
  const answered =
    invitations.data
      ?.filter((i) => i.status === "accepted" || i.status === "revoked")
      .slice(0, HISTORY_LIMIT) ?? [];

  return (
    <div className="grid gap-6">
      <div className="grid gap-3">
        <Button asChild variant="ghost" size="sm" className="w-fit">
          <Link to="/drivers">
            <ArrowLeftIcon aria-hidden="true" />
            {t("invitations.backToDrivers")}
          </Link>
        </Button>
        <PageHeader title={t("invitations.title")} description={t("invitations.description")} />
      </div>

      <Card>
        <CardHeader>
          <CardTitle>{t("invitations.byEmail")}</CardTitle>
          <CardDescription>{t("invitations.byEmailText")}</CardDescription>
        </CardHeader>
        <CardContent>
          <InviteDriversForm
            onSubmit={handleSend}
            pending={send.isPending}
            serverError={serverError}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t("invitations.pending")}</CardTitle>
          <CardDescription>{t("invitations.pendingText")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          {invitations.isPending ? (
            <div role="status" className="grid gap-2">
              <span className="sr-only">{t("invitations.loading")}</span>
              <Skeleton className="h-14 w-full" />
              <Skeleton className="h-14 w-full" />
            </div>
          ) : invitations.isError ? (
            <QueryError
              message={errorMessage(invitations.error, t("invitations.loadFailed"))}
              onRetry={() => invitations.refetch()}
            />
          ) : (
            <>
              {open.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t("invitations.nonePending")}</p>
              ) : (
                <InvitationList
                  label={t("invitations.pending")}
                  invitations={open}
                  onResend={handleResend}
                  onRevoke={handleRevoke}
                  busyId={busyId}
                />
              )}
              {answered.length > 0 ? (
                <section aria-labelledby="invitation-history" className="grid gap-2">
                  <h3 id="invitation-history" className="text-sm font-semibold">
                    {t("invitations.answered")}
                  </h3>
                  <InvitationList label={t("invitations.answeredLabel")} invitations={answered} />
                </section>
              ) : null}
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
