import type * as React from "react";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from "@/components/ui/sheet";
import { t } from "@/lib/i18n";

const linkClass =
  "rounded-sm font-medium text-primary underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60";

function LegalSheet({
  trigger,
  title,
  summary,
  children,
}: {
  trigger: string;
  title: string;
  summary: string;
  children: React.ReactNode;
}) {
  return (
    <Sheet>
      <SheetTrigger className={linkClass}>{trigger}</SheetTrigger>
      <SheetContent side="right" className="w-full overflow-y-auto sm:max-w-lg">
        <SheetHeader>
          <SheetTitle className="text-xl">{title}</SheetTitle>
          <SheetDescription>{summary}</SheetDescription>
        </SheetHeader>
        <div className="grid gap-4 px-4 pb-8 text-sm leading-relaxed [&_h3]:font-semibold [&_h3]:text-base">
          {children}
        </div>
      </SheetContent>
    </Sheet>
  );
}

/** The sections of a legal text: a heading and its paragraph each. */
function Sections({ sections }: { sections: readonly (readonly [string, string])[] }) {
  return sections.map(([heading, text]) => (
    <section key={heading} className="grid gap-4">
      <h3>{heading}</h3>
      <p>{text}</p>
    </section>
  ));
}

export function TermsOfServiceSheet() {
  return (
    <LegalSheet
      trigger={t("public.terms.title")}
      title={t("public.terms.title")}
      summary={t("public.terms.summary")}
    >
      <Sections
        sections={[
          [t("public.terms.account"), t("public.terms.accountText")],
          [t("public.terms.roles"), t("public.terms.rolesText")],
          [t("public.terms.location"), t("public.terms.locationText")],
          [t("public.terms.use"), t("public.terms.useText")],
          [t("public.terms.subscriptions"), t("public.terms.subscriptionsText")],
          [t("public.terms.closing"), t("public.terms.closingText")],
          [t("public.terms.changes"), t("public.terms.changesText")],
        ]}
      />
    </LegalSheet>
  );
}

export function PrivacyPolicySheet() {
  return (
    <LegalSheet
      trigger={t("public.privacy.title")}
      title={t("public.privacy.title")}
      summary={t("public.privacy.summary")}
    >
      <Sections
        sections={[
          [t("public.privacy.collect"), t("public.privacy.collectText")],
          [t("public.privacy.why"), t("public.privacy.whyText")],
          [t("public.privacy.who"), t("public.privacy.whoText")],
          [t("public.privacy.keep"), t("public.privacy.keepText")],
          [t("public.privacy.choices"), t("public.privacy.choicesText")],
        ]}
      />
    </LegalSheet>
  );
}
