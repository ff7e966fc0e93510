import { messages } from "@haulwise/domain";
import { FileTextIcon } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { RetryButton } from "@/components/retry-button";
import { Skeleton } from "@/components/ui/skeleton";
import { useDriverDocuments } from "../api/get-driver-documents";
import { DocumentRow } from "../components/document-row";

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
            <DocumentRow key={document.id} document={document} showJob />
          ))}
        </ul>
      )}
    </div>
  );
}
