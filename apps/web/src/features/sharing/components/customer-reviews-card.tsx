import { type Job, messages } from "@haulwise/domain";
import { CheckCircle2Icon, MessageSquareWarningIcon } from "lucide-react";
import { formatTime } from "@/lib/format";
import { t, translateMessage } from "@/lib/i18n";
import { useCustomerReviews } from "../api/get-customer-reviews";

const m = messages.sharing;

/** The job's customer sign-off: days approved and tickets disputed through its share links. */
export function CustomerReviewsCard({ job }: { job: Job }) {
  const reviews = useCustomerReviews(job.id);
  return (
    <section aria-labelledby="customer-reviews" className="grid gap-2 rounded-lg border p-4">
      <h2 id="customer-reviews" className="text-base font-semibold">
        {translateMessage(m.reviewsHeading)}
      </h2>
      {reviews.isError ? (
        <p className="text-sm text-destructive">{translateMessage(m.failedToLoadReviews)}</p>
      ) : reviews.data?.length === 0 ? (
        <p className="text-sm text-muted-foreground">{translateMessage(m.noReviews)}</p>
      ) : (
        <ul className="grid gap-2 text-sm">
          {reviews.data?.map((review) => (
            <li key={review.id} className="flex items-start gap-2">
              {review.verdict === "approved" ? (
                <CheckCircle2Icon aria-hidden="true" className="mt-0.5 size-4 text-green-700" />
              ) : (
                <MessageSquareWarningIcon
                  aria-hidden="true"
                  className="mt-0.5 size-4 text-amber-700"
                />
              )}
              <span className="grid">
                <span>
                  {review.verdict === "approved"
                    ? t("messages.sharing.reviewApproved", {
                        name: review.reviewerName,
                        day: review.day ?? "",
                      })
                    : t("messages.sharing.reviewDisputed", {
                        name: review.reviewerName,
                        loadNumber: review.loadNumber ?? "?",
                      })}
                </span>
                {review.comment ? (
                  <span className="text-muted-foreground">“{review.comment}”</span>
                ) : null}
                <time dateTime={review.createdAt} className="text-xs text-muted-foreground">
                  {formatTime(review.createdAt)}
                </time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
