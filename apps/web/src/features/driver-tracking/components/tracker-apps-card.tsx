import {
  type CreateDeviceTokenInput,
  CreateDeviceTokenInputSchema,
  type DeviceToken,
  messages,
  TRACKING,
} from "@haulwise/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon, SmartphoneIcon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { RetryButton } from "@/components/retry-button";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-error";
import { formatDate, timeAgo } from "@/lib/format";
import { t, translateMessage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useCreateDeviceToken } from "../api/create-device-token";
import { useDeviceTokens } from "../api/get-device-tokens";
import { useRevokeDeviceToken } from "../api/revoke-device-token";
import { NewTokenDialog } from "./new-token-dialog";

const m = messages.tracking;

function TokenRow({ token }: { token: DeviceToken }) {
  const revoke = useRevokeDeviceToken();
  async function handleRevoke() {
    try {
      await revoke.mutateAsync(token.id);
      toast.success(t("messages.tracking.deviceTokenRevoked", { name: token.name }));
      return true;
    } catch (error) {
      toast.error(errorMessage(error, translateMessage(m.deviceTokenRevokeFailed)));
      return false;
    }
  }
  return (
    <li className="flex flex-wrap items-center gap-3 py-3 first:pt-0 last:pb-0">
      <SmartphoneIcon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="truncate font-medium">{token.name}</p>
        <p className="text-sm text-muted-foreground">
          {token.lastUsedAt
            ? t("trackerApps.createdReported", {
                created: formatDate(token.createdAt),
                ago: timeAgo(token.lastUsedAt),
              })
            : t("trackerApps.createdNoReport", { created: formatDate(token.createdAt) })}
        </p>
      </div>
      <ConfirmDialog
        trigger={
          <Button
            variant="outline"
            size="sm"
            aria-label={t("trackerApps.revokeWhich", { name: token.name })}
          >
            {t("trackerApps.revoke")}
          </Button>
        }
        title={t("trackerApps.revokeTitle", { name: token.name })}
        description={t("trackerApps.revokeDescription")}
        confirmLabel={t("trackerApps.revoke")}
        pending={revoke.isPending}
        onConfirm={handleRevoke}
      />
    </li>
  );
}

/**
 * Account settings for drivers: personal device tokens for background tracker apps (Traccar
 * Client, OsmAnd), which keep sending a position while the screen is locked, as no browser can.
 */
export function TrackerAppsCard() {
  const tokens = useDeviceTokens();
  const create = useCreateDeviceToken();
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const form = useForm<CreateDeviceTokenInput>({
    resolver: zodResolver(CreateDeviceTokenInputSchema),
    defaultValues: { name: "" },
  });
  const nameError = form.formState.errors.name?.message;

  async function handleCreate(values: CreateDeviceTokenInput) {
    try {
      const answer = await create.mutateAsync(values);
      setCreated({ name: answer.name, token: answer.token });
      form.reset();
      toast.success(t("messages.tracking.deviceTokenCreated", { name: answer.name }));
    } catch (error) {
      form.setError("name", {
        message: errorMessage(error, translateMessage(m.deviceTokenCreateFailed)),
      });
    }
  }

  const list = tokens.data ?? [];
  const full = list.length >= TRACKING.deviceTokensMax;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("trackerApps.title")}</CardTitle>
        <CardDescription>{t("trackerApps.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <form
          noValidate
          onSubmit={form.handleSubmit(handleCreate)}
          className="flex flex-col gap-3 sm:flex-row sm:items-start"
        >
          <Field
            id="device-token-name"
            label={t("trackerApps.deviceName")}
            error={nameError}
            hint={t("trackerApps.deviceNameHint")}
            className="flex-1"
          >
            {(control) => (
              <Input {...control} autoComplete="off" maxLength={60} {...form.register("name")} />
            )}
          </Field>
          <Button type="submit" className="sm:mt-[1.375rem]" disabled={create.isPending || full}>
            {create.isPending ? <Loader2Icon aria-hidden="true" className="animate-spin" /> : null}
            {t("trackerApps.create")}
          </Button>
        </form>
        {full ? (
          <p className="text-sm text-muted-foreground">
            {t("messages.tracking.tooManyDeviceTokens", { max: TRACKING.deviceTokensMax })}
          </p>
        ) : null}
        <section aria-labelledby="device-tokens-heading" className="grid gap-2">
          <h3 id="device-tokens-heading" className="text-sm font-medium">
            {t("trackerApps.yourTokens")}
          </h3>
          {tokens.isPending ? (
            <Skeleton aria-hidden="true" className="h-12" />
          ) : tokens.isError ? (
            <div className="flex items-center gap-3 text-sm">
              <p>{t("trackerApps.loadFailed")}</p>
              <RetryButton onRetry={tokens.refetch} />
            </div>
          ) : list.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("trackerApps.none")}</p>
          ) : (
            <ul className="divide-y">
              {list.map((token) => (
                <TokenRow key={token.id} token={token} />
              ))}
            </ul>
          )}
        </section>
      </CardContent>
      <NewTokenDialog created={created} onClose={() => setCreated(null)} />
    </Card>
  );
}
