import { useEffect } from "react";
import { formOutbox } from "@/api/form-outbox";
import { inNextTask } from "@/lib/next-task";

/** Starts the form outbox and sends only the signed-in person's queued requests. */
export function useFormOutbox(userId: string | null) {
  // Opening the stored queue can wait for the page to have been shown.
  useEffect(() => inNextTask(() => void formOutbox.start()), []);
  useEffect(() => {
    formOutbox.setOwner(userId);
  }, [userId]);
}
