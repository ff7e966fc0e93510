import type * as React from "react";
import { Popover, PopoverContent, PopoverTrigger } from "./popover";

export type PopoverPanelProps = React.ComponentProps<typeof PopoverContent> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: React.ReactElement;
};

/** A popover with its trigger, in one piece a page can load when it is first opened. */
export function PopoverPanel({ open, onOpenChange, trigger, ...content }: PopoverPanelProps) {
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent {...content} />
    </Popover>
  );
}
