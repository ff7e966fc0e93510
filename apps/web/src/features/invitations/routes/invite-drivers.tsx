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
      toast.success(messages.invitations.sent(result.invitations.length));
      return true;
    } catch (error) {
      if (isApiError(error) && error.status >= 400 && error.status < 500) {
        // Field problems come as issues; a refused address (already a driver, already
        // invited) as the message.
        setServerError(error.issues[0]?.message ?? error.message);
      } else {
        toast.error(errorMessage(error, "The invitations could not be sent. Please try again."));
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
      toast.error(errorMessage(error, "Could not send the invitation again"));
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
      toast.error(errorMessage(error, "Could not revoke the invitation"));
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
            Back to Drivers
          </Link>
        </Button>
        <PageHeader
          title="Add Drivers"
          description="Invite drivers by email. They sign up (or sign in) from the link and join your company."
        />
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Invite by email</CardTitle>
          <CardDescription>
            New drivers create their account from the link; drivers who already use Haulwise accept
            it and work for your company too.
          </CardDescription>
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
          <CardTitle>Pending invitations</CardTitle>
          <CardDescription>
            Re-send a link that was lost or has expired; the old link stops working. Revoke one you
            sent by mistake.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          {invitations.isPending ? (
            <div role="status" className="grid gap-2">
              <span className="sr-only">Loading invitations...</span>
              <Skeleton className="h-14 w-full" />
              <Skeleton className="h-14 w-full" />
            </div>
          ) : invitations.isError ? (
            <QueryError
              message={errorMessage(invitations.error, "Could not load your invitations.")}
              onRetry={() => invitations.refetch()}
            />
          ) : (
            <>
              {open.length === 0 ? (
                <p className="text-sm text-muted-foreground">No pending invitations.</p>
              ) : (
                <InvitationList
                  label="Pending invitations"
                  invitations={open}
                  onResend={handleResend}
                  onRevoke={handleRevoke}
                  busyId={busyId}
                />
              )}
              {answered.length > 0 ? (
                <section aria-labelledby="invitation-history" className="grid gap-2">
                  <h3 id="invitation-history" className="text-sm font-semibold">
                    Recently answered
                  </h3>
                  <InvitationList label="Recently answered invitations" invitations={answered} />
                </section>
              ) : null}
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
