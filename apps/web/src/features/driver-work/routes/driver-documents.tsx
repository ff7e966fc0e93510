import { type JobDocument, messages } from "@haulwise/domain";
import { FileTextIcon, ImageIcon } from "lucide-react";
import { downloadDocument } from "@/api/download-document";
import { DownloadButton } from "@/components/download-button";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { RetryButton } from "@/components/retry-button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatBytes, timeAgo } from "@/lib/format";
import { useDriverDocuments } from "../api/get-driver-documents";

function DocumentRow({ document }: { document: JobDocument }) {
  const Icon = document.fileType.startsWith("image/") ? ImageIcon : FileTextIcon;

  return (
    <li className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-3 p-4 sm:grid-cols-[auto_minmax(0,1fr)_auto]">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-muted">
        <Icon aria-hidden="true" className="size-5 text-muted-foreground" />
      </span>
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="font-medium break-all">{document.fileName}</p>
        <p className="text-sm text-muted-foreground">
          {document.jobTitle ?? "Job"}
          {document.jobNumber ? ` · #${document.jobNumber}` : ""}
        </p>
        <p className="text-sm text-muted-foreground">
          {document.uploadedByName ? `From ${document.uploadedByName} · ` : ""}
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

/** /driver-documents: the documents contractors sent to this driver, newest first. */
export function DriverDocumentsRoute() {
  const documents = useDriverDocuments();
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Documents"
        description="Tickets, permits and plans your contractors sent you."
      />
      {documents.isPending ? (
        <Skeleton aria-hidden="true" className="h-32 rounded-xl" />
      ) : documents.isError ? (
        <EmptyState
          icon={FileTextIcon}
          title={messages.documents.failedToLoad}
          description="Check your connection, then try again."
          action={<RetryButton onRetry={documents.refetch} />}
        />
      ) : documents.data.length === 0 ? (
        <EmptyState
          icon={FileTextIcon}
          title="No documents yet"
          description="When a contractor sends you a document for a job, it shows here to download."
        />
      ) : (
        <ul aria-label="Your documents" className="divide-y rounded-xl border bg-card">
          {documents.data.map((document) => (
            <DocumentRow key={document.id} document={document} />
          ))}
        </ul>
      )}
    </div>
  );
}
