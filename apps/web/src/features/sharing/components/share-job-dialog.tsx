import { type Job, messages, SHARING, type ShareLink } from "@haulwise/domain";
import { CheckIcon, CopyIcon, Share2Icon } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { errorMessage } from "@/lib/api-error";
import { clock } from "@/lib/clock";
import { formatTime } from "@/lib/format";
import { t, translateMessage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useCreateShareLink } from "../api/create-share-link";
import { useShareLinks } from "../api/get-share-links";
import { useRevokeShareLink } from "../api/revoke-share-link";

const m = messages.sharing;

type Expiry = "day" | "week" | "jobEnd" | "date";
const expiryChoices: ReadonlyArray<[Expiry, string]> = [
  ["day", m.expiryDay],
  ["week", m.expiryWeek],
  ["jobEnd", m.expiryJobEnd],
  ["date", m.expiryDate],
];

/** The instant a choice means: a day or a week from now, the end of a chosen day, or none. */
function expiresAtOf(choice: Expiry, date: string): string | null | undefined {
  const now = clock.now().getTime();
  if (choice === "day") return new Date(now + SHARING.dayMs).toISOString();
  if (choice === "week") return new Date(now + SHARING.weekMs).toISOString();
  if (choice === "jobEnd") return null;
  if (!date) return undefined;
  // The whole of the chosen day, where the contractor is.
  const end = new Date(`${date}T23:59:59.999`);
  return Number.isNaN(end.getTime()) ? undefined : end.toISOString();
}

function CopyLink({ url }: { url: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast.success(translateMessage(m.copied));
    } catch {
      (document.getElementById(id) as HTMLInputElement | null)?.select();
      toast.error(translateMessage(m.copyFailed));
    }
  }
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{translateMessage(m.linkLabel)}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={url}
          className="font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button type="button" variant="outline" onClick={() => void handleCopy()}>
          {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
          {translateMessage(m.copy)}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">{translateMessage(m.created)}</p>
    </div>
  );
}

function LinkRow({ jobId, link }: { jobId: string; link: ShareLink }) {
  const revoke = useRevokeShareLink(jobId);
  const made = formatTime(link.createdAt);
  return (
    <li className="flex flex-wrap items-center gap-2 py-2 text-sm">
      <Badge variant={link.status === "active" ? "success" : "muted"}>
        {translateMessage(m.linkStatus[link.status])}
      </Badge>
      <span className="grid">
        <span>{t("messages.sharing.linkMade", { by: link.sharedByName, at: made })}</span>
        {link.status === "active" ? (
          <span className="text-xs text-muted-foreground">
            {link.expiresAt
              ? t("messages.sharing.linkExpires", { at: formatTime(link.expiresAt) })
              : translateMessage(m.linkUntilJobEnds)}
          </span>
        ) : null}
      </span>
      {link.status === "active" ? (
        <Button
          variant="outline"
          size="sm"
          className="ml-auto"
          aria-label={t("messages.sharing.revokeLink", { created: made })}
          disabled={revoke.isPending}
          onClick={() =>
            revoke.mutate(link.id, {
              onSuccess: () => toast.success(translateMessage(m.revoked)),
              onError: (error) =>
                toast.error(errorMessage(error, translateMessage(m.revokeFailed))),
            })
          }
        >
          {translateMessage(m.revoke)}
        </Button>
      ) : null}
    </li>
  );
}

/** The job page's "Share with customer": make a link (shown once, to copy), see and revoke links. */
export function ShareJobDialog({ job }: { job: Job }) {
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<Expiry>("week");
  const [date, setDate] = useState("");
  const [dateError, setDateError] = useState<string | undefined>();
  const [url, setUrl] = useState<string | null>(null);
  const create = useCreateShareLink(job.id);
  const links = useShareLinks(job.id, open);

  function handleCreate() {
    const expiresAt = expiresAtOf(choice, date);
    if (expiresAt === undefined) {
      setDateError(translateMessage(m.expiryInPast));
      return;
    }
    setDateError(undefined);
    create.mutate(
      { expiresAt },
      {
        onSuccess: (created) => setUrl(created.url),
        onError: (error) => toast.error(errorMessage(error, translateMessage(m.createFailed))),
      },
    );
  }

  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <Share2Icon aria-hidden="true" />
        {translateMessage(m.shareWithCustomer)}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setUrl(null);
        }}
      >
        <DialogContent className="max-h-[90svh] overflow-y-auto">
          <DialogHeader>
            <DialogTitle>{translateMessage(m.dialogTitle)}</DialogTitle>
            <DialogDescription>{translateMessage(m.dialogDescription)}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-4">
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-medium">
                {translateMessage(m.expiryLabel)}
              </legend>
              <RadioGroup
                value={choice}
                onValueChange={(value) => setChoice(value as Expiry)}
                aria-label={translateMessage(m.expiryLabel)}
              >
                {expiryChoices.map(([value, english]) => (
                  <div key={value} className="flex items-center gap-2">
                    <RadioGroupItem id={`share-expiry-${value}`} value={value} />
                    <Label htmlFor={`share-expiry-${value}`}>{translateMessage(english)}</Label>
                  </div>
                ))}
              </RadioGroup>
            </fieldset>
            {choice === "date" ? (
              <Field
                id="share-expiry-date"
                label={translateMessage(m.expiryDateLabel)}
                error={dateError}
              >
                {(control) => (
                  <Input
                    {...control}
                    type="date"
                    value={date}
                    onChange={(event) => setDate(event.target.value)}
                  />
                )}
              </Field>
            ) : null}
            <Button onClick={handleCreate} disabled={create.isPending}>
              {translateMessage(m.create)}
            </Button>
            {url ? <CopyLink url={url} /> : null}
            <section aria-labelledby="share-links-heading" className="grid gap-1">
              <h3 id="share-links-heading" className="text-sm font-semibold">
                {translateMessage(m.linksHeading)}
              </h3>
              {links.isError ? (
                <p className="text-sm text-destructive">{translateMessage(m.failedToLoadLinks)}</p>
              ) : links.data?.length === 0 ? (
                <p className="text-sm text-muted-foreground">{translateMessage(m.noLinks)}</p>
              ) : (
                <ul className="divide-y">
                  {links.data?.map((link) => (
                    <LinkRow key={link.id} jobId={job.id} link={link} />
                  ))}
                </ul>
              )}
            </section>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
