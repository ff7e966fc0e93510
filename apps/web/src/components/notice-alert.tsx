import { CircleAlertIcon, MailCheckIcon } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";

/** Something the screen has to tell before the form: a refusal, or a mail to look for. */
export type Notice = { kind: "error" | "info"; title: string; text: string };

export function NoticeAlert({ notice }: { notice: Notice }) {
  return (
    <Alert variant={notice.kind === "error" ? "destructive" : "default"}>
      {notice.kind === "error" ? (
        <CircleAlertIcon aria-hidden="true" />
      ) : (
        <MailCheckIcon aria-hidden="true" />
      )}
      <AlertTitle>{notice.title}</AlertTitle>
      <AlertDescription>{notice.text}</AlertDescription>
    </Alert>
  );
}
