import { messages, type SiteRole } from "@haulwise/domain";
import { Loader2Icon, MapPinPlusIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { errorMessage } from "@/lib/api-error";
import { devicePosition } from "@/lib/device-position";
import { t, translateMessage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useMarkSite } from "../api/mark-site";

const m = messages.siteScreens;

/**
 * The driver's "this is the pit" and "this is the dump site": where they stand becomes the
 * job's site of that role, with no map needed. The server draws the circle and refuses a
 * position too rough to place it.
 */
export function MarkSiteCard({ jobId }: { jobId: string }) {
  const mark = useMarkSite(jobId);
  const [pending, setPending] = useState<SiteRole | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function handleMark(role: SiteRole) {
    setProblem(null);
    setPending(role);
    try {
      const position = await devicePosition();
      if (!position) {
        setProblem(translateMessage(m.markNeedsLocation));
        return;
      }
      const { site } = await mark.mutateAsync({
        role,
        latitude: position.latitude,
        longitude: position.longitude,
        accuracy: position.accuracy ?? 0,
      });
      toast.success(t("messages.siteScreens.marked", { name: site.name }));
    } catch (error) {
      setProblem(errorMessage(error, m.markFailed));
    } finally {
      setPending(null);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MapPinPlusIcon aria-hidden="true" className="size-5 text-primary" />
          {translateMessage(m.markHeading)}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-sm text-muted-foreground">{translateMessage(m.markHelp)}</p>
        <div className="flex flex-wrap gap-2">
          {(
            [
              ["load", m.markPit],
              ["dump", m.markDump],
            ] as const
          ).map(([role, label]) => (
            <Button
              key={role}
              type="button"
              variant="outline"
              disabled={pending !== null}
              onClick={() => void handleMark(role)}
            >
              {pending === role ? (
                <Loader2Icon aria-hidden="true" className="animate-spin" />
              ) : null}
              {translateMessage(label)}
            </Button>
          ))}
        </div>
        {pending ? (
          <p role="status" className="text-sm text-muted-foreground">
            {translateMessage(m.marking)}
          </p>
        ) : null}
        {problem ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {problem}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
