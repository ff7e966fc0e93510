import type * as React from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";

/** Spec part 1 §9: at most 3 toasts visible, each closing after about 4 to 5 seconds. */
export const TOAST_VISIBLE_MAX = 3;
export const TOAST_DURATION_MS = 4500;

export function Toaster({ theme = "system", ...props }: ToasterProps) {
  return (
    <Sonner
      theme={theme}
      className="toaster group"
      visibleToasts={TOAST_VISIBLE_MAX}
      duration={TOAST_DURATION_MS}
      closeButton
      richColors
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
        } as React.CSSProperties
      }
      {...props}
    />
  );
}
