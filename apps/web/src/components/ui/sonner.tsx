import type * as React from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";

/** Spec part 1 §9: at most 3 toasts visible, each closing after about 4 to 5 seconds. */
export const TOAST_VISIBLE_MAX = 3;
export const TOAST_DURATION_MS = 4500;
/** Distance from the window's edges, clear of the page's own padding. */
const TOAST_OFFSET_PX = 24;

/**
 * Toasts rise from the bottom corner (the full width of a phone's bottom edge), away from the
 * top bar's theme, bell, settings and account controls and from page headers' actions. The
 * shell leaves room under every page, so its last controls scroll clear of them.
 */
export function Toaster({ theme = "system", ...props }: ToasterProps) {
  return (
    <Sonner
      theme={theme}
      className="toaster group"
      position="bottom-right"
      offset={TOAST_OFFSET_PX}
      mobileOffset={16}
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
