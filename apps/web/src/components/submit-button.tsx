import { Loader2Icon } from "lucide-react";
import type * as React from "react";
import { Button } from "@/components/ui/button";

/** A form's submit button, turning while its request is on its way (and not pressed again). */
export function SubmitButton({
  pending,
  variant,
  children,
}: {
  pending: boolean;
  variant?: React.ComponentProps<typeof Button>["variant"];
  children: React.ReactNode;
}) {
  return (
    <Button type="submit" variant={variant} disabled={pending}>
      {pending ? <Loader2Icon aria-hidden="true" className="animate-spin" /> : null}
      {children}
    </Button>
  );
}
