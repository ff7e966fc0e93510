import { useEffect } from "react";
import { formOutbox } from "@/api/form-outbox";

/** Starts the form outbox and sends only the signed-in person's queued requests. */
export function useFormOutbox(userId: string | null) {
  useEffect(() => {
    void formOutbox.start();
  }, []);
  useEffect(() => {
    formOutbox.setOwner(userId);
  }, [userId]);
}
