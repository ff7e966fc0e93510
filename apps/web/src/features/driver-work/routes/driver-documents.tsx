import { messages } from "@haulwise/domain";
import { FileTextIcon } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { RetryButton } from "@/components/retry-button";
import { Skeleton } from "@/components/ui/skeleton";
import { t, translateMessage } from "@/lib/i18n";
import { useDriverDocuments } from "../api/get-driver-documents";
import { DocumentRow } from "../components/document-row";

/** /driver-documents: the documents contractors sent to this driver, newest first. */
export function DriverDocumentsRoute() {
  const documents = useDriverDocuments();
  return (
    <div className="grid gap-6">
      <PageHeader
        title={t("driver.documents.title")}
        description={t("driver.documents.description")}
      />
      {documents.isPending ? (
        <Skeleton aria-hidden="true" className="h-32 rounded-xl" />
      ) : documents.isError ? (
        <EmptyState
          icon={FileTextIcon}
          title={translateMessage(messages.documents.failedToLoad)}
          description={t("common.checkConnection")}
          action={<RetryButton onRetry={documents.refetch} />}
        />
      ) : documents.data.length === 0 ? (
        <EmptyState
          icon={FileTextIcon}
          title={t("driver.documents.emptyTitle")}
          description={t("driver.documents.emptyDescription")}
        />
      ) : (
        <ul
          aria-label={t("driver.documents.listLabel")}
          className="divide-y rounded-xl border bg-card"
        >
          {documents.data.map((document) => (
            <DocumentRow key={document.id} document={document} showJob />
          ))}
        </ul>
      )}
    </div>
  );
}
