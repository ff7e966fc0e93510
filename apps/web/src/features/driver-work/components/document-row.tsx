import type { JobDocument } from "@haulwise/domain";
import { FileTextIcon, ImageIcon } from "lucide-react";
import { downloadDocument } from "@/api/download-document";
import { DownloadButton } from "@/components/download-button";
import { formatBytes, timeAgo } from "@/lib/format";
import { t } from "@/lib/i18n";

/**
 * A document sent to the driver: its name, who sent it and when, its notes in full and
 * Download. `showJob` names the job it belongs to, for lists of several jobs' documents.
 */
export function DocumentRow({
  document,
  showJob = false,
}: {
  document: JobDocument;
  showJob?: boolean;
}) {
  const Icon = document.fileType.startsWith("image/") ? ImageIcon : FileTextIcon;
  return (
    <li className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-3 p-4 sm:grid-cols-[auto_minmax(0,1fr)_auto]">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-muted">
        <Icon aria-hidden="true" className="size-5 text-muted-foreground" />
      </span>
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="font-medium break-all">{document.fileName}</p>
        {showJob ? (
          <p className="text-sm text-muted-foreground">
            {document.jobTitle ?? t("driver.documents.job")}
            {document.jobNumber ? ` · #${document.jobNumber}` : ""}
          </p>
        ) : null}
        <p className="text-sm text-muted-foreground">
          {document.uploadedByName
            ? t("driver.documents.from", { name: document.uploadedByName })
            : ""}
          <time dateTime={document.createdAt}>{timeAgo(document.createdAt)}</time> ·{" "}
          {formatBytes(document.sizeBytes)}
        </p>
        {document.notes ? (
          <p className="text-sm whitespace-pre-line break-words">{document.notes}</p>
        ) : null}
      </div>
      <DownloadButton
        fileName={document.fileName}
        onDownload={() => downloadDocument(document)}
        className="col-start-2 w-fit sm:col-start-3"
      />
    </li>
  );
}
