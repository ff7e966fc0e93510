import { EyeIcon, EyeOffIcon } from "lucide-react";
import type * as React from "react";
import { useState } from "react";
import { Input } from "@/components/ui/input";
import { t } from "@/lib/i18n";
import { cn } from "@/lib/utils";

/**
 * A password field with a show/hide toggle. The toggle's name comes from hidden text rather
 * than aria-label, so finding the field by its label ("Password") never also finds the toggle.
 */
export function PasswordInput({
  className,
  ...props
}: Omit<React.ComponentProps<"input">, "type">) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOffIcon : EyeIcon;
  return (
    <div className="relative">
      <Input type={visible ? "text" : "password"} className={cn("pr-10", className)} {...props} />
      <button
        type="button"
        onClick={() => setVisible((value) => !value)}
        aria-pressed={visible}
        aria-controls={props.id}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60"
      >
        <Icon aria-hidden="true" className="size-4" />
        <span className="sr-only">
          {visible ? t("public.hidePassword") : t("public.showPassword")}
        </span>
      </button>
    </div>
  );
}
