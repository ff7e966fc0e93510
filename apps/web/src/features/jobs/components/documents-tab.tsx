import { type JobDocument, messages } from "@haulwise/domain";
import { FileTextIcon, UploadIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { downloadDocument } from "@/api/download-document";
import { useCompanyDrivers } from "@/api/get-company-drivers";
import { useJobDocuments } from "@/api/get-job-documents";
import { useJobRoster } from "@/api/get-job-roster";
import { EmptyState } from "@/components/empty-state";
import { RetryButton } from "@/components/retry-button";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { isApiError } from "@/lib/api-error";
import { splitMessage } from "@/lib/format";
import { t, translateMessage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useDeleteDocument } from "../api/delete-document";
import { type DocumentUpload, useUploadDocument } from "../api/upload-document";
import { DocumentItem } from "./document-item";
import { UploadDocumentDialog, type UploadOutcome } from "./upload-document-dialog";

/** What the server refused about the file itself (type, size, name): shown under File. */
const FILE_REFUSALS: readonly string[] = [
  messages.documents.pathInName,
  messages.documents.fileRequired,
  messages.documents.empty,
];

/** The server's reason for refusing an upload, when it is one the person can act on. */
function refusedReason(error: unknown): { fileError?: string; message?: string } | undefined {
  if (!isApiError(error) || !error.message) return undefined;
  if ([413, 415].includes(error.status) || FILE_REFUSALS.includes(error.message)) {
    return { fileError: error.message };
  }
  if (error.status === 400) return { message: error.message };
  return undefined;
}

/** The Documents tab of a job (spec part 2 §2): upload for drivers, list, download, delete. */
export function DocumentsTab({ jobId }: { jobId: string }) {
  const [uploading, setUploading] = useState(false);
  const documents = useJobDocuments(jobId);
  const drivers = useCompanyDrivers();
  const roster = useJobRoster(jobId);
  const onJobCount = roster.data
    ? roster.data.filter((driver) => driver.status === "active").length
    : null;
  const upload = useUploadDocument(jobId);
  const remove = useDeleteDocument(jobId);

  useEffect(() => {
    if (drivers.isError) {
      const driversError = splitMessage(translateMessage(messages.drivers.fetchForUploadError));
      toast.error(driversError.title, { description: driversError.description, id: "drivers" });
    }
  }, [drivers.isError]);

  async function handleUpload(values: DocumentUpload): Promise<UploadOutcome> {
    try {
      await upload.mutateAsync(values);
      toast.success(messages.documents.uploaded);
      return { ok: true };
    } catch (error) {
      const reason = refusedReason(error);
      if (reason?.fileError) return { ok: false, fileError: reason.fileError };
      if (reason?.message) {
        toast.error(translateMessage(reason.message));
        return { ok: false };
      }
      const uploadFailed = splitMessage(translateMessage(messages.documents.uploadFailed));
      toast.error(uploadFailed.title, { description: uploadFailed.description });
      return { ok: false };
    }
  }

  async function handleDelete(document: JobDocument) {
    try {
      await remove.mutateAsync(document.id);
      toast.success(messages.documents.deleted);
    } catch {
      toast.error(messages.documents.failedToDelete);
    }
  }

  const openUpload = () => setUploading(true);
  const noDocuments = splitMessage(translateMessage(messages.documents.noDocuments));

  return (
    <Card>
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>{t("jobs.detail.tabDocuments")}</CardTitle>
          <CardDescription>{t("jobs.documents.description")}</CardDescription>
        </div>
        <Button onClick={openUpload}>
          <UploadIcon aria-hidden="true" />
          {t("jobs.documents.upload")}
        </Button>
      </CardHeader>
      <CardContent>
        {documents.isPending ? (
          <div aria-hidden="true" className="grid gap-3">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : documents.isError ? (
          <Alert variant="destructive">
            <AlertTitle>{translateMessage(messages.documents.failedToLoad)}</AlertTitle>
            <AlertDescription>
              <RetryButton onRetry={documents.refetch} size="sm" />
            </AlertDescription>
          </Alert>
        ) : documents.data.length === 0 ? (
          <EmptyState
            icon={FileTextIcon}
            headingLevel={3}
            title={noDocuments.title}
            description={noDocuments.description}
            action={
              <Button variant="outline" onClick={openUpload}>
                <UploadIcon aria-hidden="true" />
                {translateMessage(messages.documents.uploadFirst)}
              </Button>
            }
          />
        ) : (
          <ul aria-label={t("jobs.detail.tabDocuments")} className="divide-y rounded-lg border">
            {documents.data.map((document) => (
              <DocumentItem
                key={document.id}
                document={document}
                onDownload={downloadDocument}
                onDelete={handleDelete}
                deleting={remove.isPending && remove.variables === document.id}
              />
            ))}
          </ul>
        )}
      </CardContent>
      <UploadDocumentDialog
        open={uploading}
        onOpenChange={setUploading}
        drivers={drivers.data ?? []}
        driversPending={drivers.isPending}
        onJobCount={onJobCount}
        pending={upload.isPending}
        onUpload={handleUpload}
      />
    </Card>
  );
}
