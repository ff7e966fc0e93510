import { DownloadIcon, Loader2Icon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { t } from "@/lib/i18n";

/**
 * Download, busy until the file is saved: it is fetched first, which takes a moment on a slow
 * link. Its name includes the file's, so a list of them reads apart.
 */
export function DownloadButton({
  fileName,
  onDownload,
  className,
}: {
  fileName: string;
  onDownload: () => Promise<void>;
  className?: string;
}) {
  const [downloading, setDownloading] = useState(false);

  async function handleClick() {
    setDownloading(true);
    try {
      await onDownload();
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Button
      variant="outline"
      size="sm"
      disabled={downloading}
      onClick={handleClick}
      className={className}
    >
      {downloading ? (
        <Loader2Icon aria-hidden="true" className="animate-spin" />
      ) : (
        <DownloadIcon aria-hidden="true" />
      )}
      {t("ui.download")}
      <span className="sr-only"> {fileName}</span>
    </Button>
  );
}
