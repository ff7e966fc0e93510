import { type JobDocument, messages } from "@haulwise/domain";
import { FileTextIcon, ImageIcon, Loader2Icon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { DownloadButton } from "@/components/download-button";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button, buttonVariants } from "@/components/ui/button";
import { timeAgo } from "@/lib/format";
import { t, translateMessage } from "@/lib/i18n";

export type DocumentItemProps = {
  document: JobDocument;
  onDownload: (document: JobDocument) => Promise<void>;
  onDelete: (document: JobDocument) => Promise<void>;
  deleting?: boolean;
};

/** One row of the Documents tab: name, for whom and when, notes, Download and delete. */
export function DocumentItem({ document, onDownload, onDelete, deleting }: DocumentItemProps) {
  const [confirming, setConfirming] = useState(false);
  const driver = document.driver.name || translateMessage(messages.documents.unknownDriver);
  const Icon = document.fileType.startsWith("image/") ? ImageIcon : FileTextIcon;

  return (
    <li className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-3 p-4 sm:grid-cols-[auto_minmax(0,1fr)_auto]">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-muted">
        <Icon aria-hidden="true" className="size-5 text-muted-foreground" />
      </span>
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="font-medium break-all">{document.fileName}</p>
        <p className="text-sm text-muted-foreground">
          {t("jobs.documents.uploadedFor", { name: driver })} ·{" "}
          <time dateTime={document.createdAt}>{timeAgo(document.createdAt)}</time>
        </p>
        {document.notes ? (
          <p className="text-sm whitespace-pre-line break-words">{document.notes}</p>
        ) : null}
      </div>
      <div className="col-start-2 flex items-center gap-1 sm:col-start-3">
        <DownloadButton fileName={document.fileName} onDownload={() => onDownload(document)} />
        <Button
          variant="ghost"
          size="icon"
          disabled={deleting}
          onClick={() => setConfirming(true)}
          className="text-destructive hover:text-destructive"
        >
          {deleting ? (
            <Loader2Icon aria-hidden="true" className="animate-spin" />
          ) : (
            <Trash2Icon aria-hidden="true" />
          )}
          <span className="sr-only">{t("jobs.documents.delete", { file: document.fileName })}</span>
        </Button>
      </div>
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t("jobs.documents.confirmDelete")}</AlertDialogTitle>
            <AlertDialogDescription>
              {t("jobs.documents.deleteWarning", { file: document.fileName, driver })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t("common.cancel")}</AlertDialogCancel>
            <AlertDialogAction
              className={buttonVariants({ variant: "destructive" })}
              onClick={() => void onDelete(document)}
            >
              {t("jobs.documents.deleteDocument")}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </li>
  );
}
