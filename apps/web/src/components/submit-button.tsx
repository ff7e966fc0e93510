import { Loader2Icon } from "lucide-react";
import type * as React from "react";
import { Button } from "@/components/ui/button";

/** A form's submit button, turning while its request is on its way (and not pressed again). */
export function SubmitButton({
  pending,
  disabled,
  type = "submit",
  children,
  ...props
}: React.ComponentProps<typeof Button> & { pending: boolean }) {
  return (
    <Button type={type} disabled={pending || disabled} {...props}>
      {pending ? <Loader2Icon aria-hidden="true" className="animate-spin" /> : null}
      {children}
    </Button>
  );
}
