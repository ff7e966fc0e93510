import type * as React from "react";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from "@/components/ui/sheet";

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

export function TermsOfServiceSheet() {
  return (
    <LegalSheet
      trigger="Terms of Service"
      title="Terms of Service"
      summary="The rules for using Haulwise, in plain words."
    >
      <h3>1. Your account</h3>
      <p>
        You need an account to use Haulwise. Keep your password to yourself and tell us straight
        away if you think someone else has used your account. You are responsible for what happens
        under it.
      </p>
      <h3>2. Contractors and drivers</h3>
      <p>
        Contractors use Haulwise to post jobs, manage drivers and trucks and share documents with
        their crews. Drivers use it to see their jobs, schedule and documents. Each of you is
        responsible for the accuracy of what you enter.
      </p>
      <h3>3. Location sharing</h3>
      <p>
        Drivers choose whether to share their position with the contractors they work for, and can
        stop sharing at any time.
      </p>
      <h3>4. Acceptable use</h3>
      <p>
        Do not upload content you have no right to share, try to reach data that is not yours, or
        disrupt the service. We may suspend accounts that do.
      </p>
      <h3>5. Subscriptions</h3>
      <p>
        Paid plans renew until cancelled. Cancelling stops the next renewal; the plan stays active
        until the end of the period already paid for.
      </p>
      <h3>6. Closing your account</h3>
      <p>
        You can delete your account from Account Settings at any time. Records other people rely on,
        such as loads you delivered, keep your name for their history.
      </p>
      <h3>7. Changes</h3>
      <p>
        We will tell you by e-mail before changes to these terms take effect. Continuing to use
        Haulwise after that means you accept them.
      </p>
    </LegalSheet>
  );
}

export function PrivacyPolicySheet() {
  return (
    <LegalSheet
      trigger="Privacy Policy"
      title="Privacy Policy"
      summary="What we collect, why, and what you can do about it."
    >
      <h3>What we collect</h3>
      <p>
        Your name, e-mail address, role and the profile details you add (phone, company, licence and
        address for drivers). Jobs, documents, loads and daily figures entered in Haulwise. For
        drivers who turn on sharing, their position while they work.
      </p>
      <h3>Why</h3>
      <p>
        Only to run the service: to sign you in, show contractors where their jobs stand, and send
        the e-mails you need (verification, password reset, invitations). We do not sell your data
        or use it for advertising.
      </p>
      <h3>Who sees it</h3>
      <p>
        The people in your company and the contractors you work for, within what their role allows.
        Profile pictures and initials avatars are made on our own servers; no name is sent to an
        outside avatar service.
      </p>
      <h3>How long we keep it</h3>
      <p>
        For as long as your account exists. Deleting your account removes your sessions, profile,
        files and position history.
      </p>
      <h3>Your choices</h3>
      <p>
        You can correct your details in Account Settings, stop sharing your position at any time,
        and delete your account. For a copy of your data, contact support.
      </p>
    </LegalSheet>
  );
}
