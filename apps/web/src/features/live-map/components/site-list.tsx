import { centreOf, messages, type Site } from "@haulwise/domain";
import { MapPinIcon, PencilIcon } from "lucide-react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-error";
import { t, translateMessage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useArchiveSite } from "../api/archive-site";

const m = messages.siteScreens;

const shapeOf = (site: Site) =>
  site.geometry.type === "circle"
    ? t("sites.circleSummary", { radius: Math.round(site.geometry.radiusMetres) })
    : t("sites.polygonSummary", { corners: site.geometry.points.length });

const dwellOf = (seconds: number | null) =>
  seconds === null
    ? t("sites.dwellDefault")
    : t("sites.dwell", { minutes: Math.round((seconds / 60) * 10) / 10 });

/** The company's sites, each with its fence and stay in words, to show, edit or archive. */
export function SiteList({
  sites,
  onEdit,
  onShow,
}: {
  sites: readonly Site[];
  onEdit: (site: Site) => void;
  onShow: (point: { latitude: number; longitude: number; zoom: number }) => void;
}) {
  const archive = useArchiveSite();
  if (sites.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
        {translateMessage(m.none)}
      </p>
    );
  }
  return (
    <ul aria-label={translateMessage(m.list)} className="divide-y rounded-xl border">
      {sites.map((site) => (
        <li key={site.id} className="grid gap-2 p-3">
          <div className="grid gap-0.5">
            <p className="font-medium">{site.name}</p>
            {site.address ? <p className="text-sm text-muted-foreground">{site.address}</p> : null}
            <p className="text-xs text-muted-foreground">
              {shapeOf(site)} · {dwellOf(site.minDwellSeconds)}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => onShow({ ...centreOf(site.geometry), zoom: 16 })}
            >
              <MapPinIcon aria-hidden="true" />
              {t("sites.show")}{" "}
              <span className="sr-only">{t("sites.showWhich", { name: site.name })}</span>
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => onEdit(site)}>
              <PencilIcon aria-hidden="true" />
              {t("trucks.edit")} <span className="sr-only">{site.name}</span>
            </Button>
            <ConfirmDialog
              trigger={
                <Button type="button" size="sm" variant="outline">
                  {translateMessage(m.archive)} <span className="sr-only">{site.name}</span>
                </Button>
              }
              title={t("sites.archiveTitle", { name: site.name })}
              description={translateMessage(m.archiveDescription)}
              confirmLabel={translateMessage(m.archive)}
              pending={archive.isPending}
              onConfirm={async () => {
                try {
                  await archive.mutateAsync(site.id);
                  toast.success(t("sites.archived", { name: site.name }));
                  return true;
                } catch (error) {
                  toast.error(errorMessage(error, translateMessage(m.archiveFailed)));
                  return false;
                }
              }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
