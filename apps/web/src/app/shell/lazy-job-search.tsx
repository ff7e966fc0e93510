import { Suspense, useEffect, useState } from "react";
import { deferredOverlay } from "@/components/deferred-overlay";

const JobSearchDialog = deferredOverlay(
  () => import("@/features/job-search/components/job-search-dialog"),
  "JobSearchDialog",
).Component;

const isSearchShortcut = (event: KeyboardEvent) =>
  event.key.toLowerCase() === "k" && (event.metaKey || event.ctrlKey) && !event.altKey;

/**
 * The job-site search dialog (and cmdk under it) loads the first time someone opens it,
 * not with every signed-in page. Until then the shell listens for Ctrl/Cmd+K on its behalf;
 * once loaded, the dialog handles the shortcut itself.
 */
export function LazyJobSearch({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);

  useEffect(() => {
    if (wanted) return;
    function handleKeyDown(event: KeyboardEvent) {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      onOpenChange(true);
    }
    document.addEventListener("keydown", handleKeyDown);
    return () => document.removeEventListener("keydown", handleKeyDown);
  }, [wanted, onOpenChange]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <JobSearchDialog open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}
