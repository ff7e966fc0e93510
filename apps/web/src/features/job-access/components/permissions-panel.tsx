import { displayNameOf, type JobGrant, messages } from "@haulwise/domain";
import { Loader2Icon, UserMinusIcon, UsersIcon } from "lucide-react";
import { RetryButton } from "@/components/retry-button";
import { Alert, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Separator } from "@/components/ui/separator";
import { Skeleton } from "@/components/ui/skeleton";
import { UserAvatar } from "@/components/user-avatar";
import { errorMessage, isApiError } from "@/lib/api-error";
import { timeAgo } from "@/lib/format";
import { t, translateMessage } from "@/lib/i18n";

import { toast } from "@/lib/toast";
import { useJobGrants } from "../api/get-job-grants";
import { useGrantAccess } from "../api/grant-access";
import { useRevokeAccess } from "../api/revoke-access";
import { GrantAccessForm, type GrantOutcome } from "./grant-access-form";

const nameOf = (grant: JobGrant) =>
  grant.firstName || grant.lastName ? displayNameOf(grant.firstName, grant.lastName) : null;

/** Who has read-only View access to the job, and the form to give it to more people. */
export function PermissionsPanel({ jobId }: { jobId: string }) {
  const grants = useJobGrants(jobId);
  const grant = useGrantAccess(jobId);
  const revoke = useRevokeAccess(jobId);

  async function handleGrant(emails: string[]): Promise<GrantOutcome> {
    try {
      const { granted } = await grant.mutateAsync({ emails: emails.join(", ") });
      toast.success(t("messages.permissions.granted", { n: granted }));
      return { ok: true };
    } catch (error) {
      if (isApiError(error) && (error.status === 400 || error.status === 404)) {
        return { ok: false, error: error.message };
      }
      toast.error(messages.permissions.failedToAdd);
      return { ok: false };
    }
  }

  async function handleRevoke(person: JobGrant) {
    try {
      await revoke.mutateAsync(person.id);
      toast.success(t("access.removed", { email: person.email }));
    } catch (error) {
      toast.error(errorMessage(error, t("access.removeFailed")));
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("access.title")}</CardTitle>
        <CardDescription>{t("access.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <GrantAccessForm onGrant={handleGrant} pending={grant.isPending} />
        <Separator />
        <section aria-labelledby="grants-heading" className="grid gap-3">
          <h3 id="grants-heading" className="font-semibold">
            {t("access.people")}
          </h3>
          {grants.isPending ? (
            <Skeleton aria-hidden="true" className="h-14" />
          ) : grants.isError ? (
            <Alert variant="destructive">
              <AlertTitle>{translateMessage(messages.permissions.failedToLoad)}</AlertTitle>
              <div className="col-start-2 mt-2">
                <RetryButton onRetry={grants.refetch} size="sm" />
              </div>
            </Alert>
          ) : grants.data.length === 0 ? (
            <p className="flex items-center gap-2 rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
              <UsersIcon aria-hidden="true" className="size-4" />
              {t("access.nobody")}
            </p>
          ) : (
            <ul className="divide-y rounded-lg border">
              {grants.data.map((person) => {
                const name = nameOf(person);
                return (
                  <li key={person.id} className="flex flex-wrap items-center gap-3 p-3">
                    <UserAvatar name={name ?? person.email} size="xs" />
                    <div className="grid min-w-0 flex-1 basis-40">
                      <span className="font-medium break-all">{person.email}</span>
                      <span className="text-xs text-muted-foreground">
                        {person.status === "invited"
                          ? t("access.invited", { when: timeAgo(person.grantedAt) })
                          : `${name ? `${name} · ` : ""}${t("access.granted", { when: timeAgo(person.grantedAt) })}`}
                      </span>
                    </div>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={revoke.isPending}
                      onClick={() => void handleRevoke(person)}
                    >
                      {revoke.isPending && revoke.variables === person.id ? (
                        <Loader2Icon aria-hidden="true" className="animate-spin" />
                      ) : (
                        <UserMinusIcon aria-hidden="true" />
                      )}
                      {t("access.revoke")}
                      <span className="sr-only">
                        {t("access.revokeWhich", { email: person.email })}
                      </span>
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
