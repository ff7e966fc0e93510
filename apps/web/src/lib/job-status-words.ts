import type { JobStatus } from "@haulwise/domain";
import { t } from "@/lib/i18n";

const words: Record<JobStatus, () => string> = {
  active: () => t("jobs.status.active"),
  pending: () => t("jobs.status.pending"),
  completed: () => t("jobs.status.completed"),
  closed: () => t("jobs.status.closed"),
  inactive: () => t("jobs.status.inactive"),
};

/** A job's status in the language on screen ('Active', 'Activo'). */
export function jobStatusWord(status: JobStatus): string {
  return words[status]();
}
