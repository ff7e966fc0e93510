import { translateMessage } from "@/lib/i18n";

type Sonner = typeof import("sonner");
type ToastKind = "success" | "error" | "info" | "warning";

let sonner: Promise<Sonner> | undefined;
let wanted = false;
const listeners = new Set<() => void>();
let toasterReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  toasterReady = resolve;
});

/**
 * Toasts through sonner, loaded with the first one: most first visits show none, and a public
 * page's whole script budget is smaller than sonner is worth to it before then. The toaster
 * (app/base-providers.tsx) mounts once a toast is wanted and shows those sent before it arrived.
 */
function want() {
  sonner ??= import("sonner");
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return sonner;
}

/**
 * A toast's title and description in the language on screen: a domain message given as its
 * English words (`messages.jobs.saved`, a server's answer) is translated here, once for every
 * toast; words from `t()` are already in it.
 */
function show(kind: ToastKind): Sonner["toast"][ToastKind] {
  return (...args) => {
    const [title, options] = args;
    const translated = typeof title === "string" ? translateMessage(title) : title;
    const description =
      typeof options?.description === "string"
        ? translateMessage(options.description)
        : options?.description;
    void want().then(({ toast: sonnerToast }) =>
      sonnerToast[kind](translated, options ? { ...options, description } : options),
    );
    return args[1]?.id ?? "";
  };
}

export const toast = {
  success: show("success"),
  error: show("error"),
  info: show("info"),
  warning: show("warning"),
};

/**
 * Loads the toaster ahead of a toast whose timing matters (one a move follows), and says when
 * it is on screen, ready to show one at once.
 */
export function prepareToasts(): Promise<void> {
  void want();
  return ready;
}

/** For the toaster: whether any toast has been asked for yet, and word when one is. */
export function subscribeToToastsWanted(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const toastsWanted = () => wanted;

/** The toaster says it has mounted: a toast sent now shows at once. */
export const markToasterReady = () => toasterReady();
