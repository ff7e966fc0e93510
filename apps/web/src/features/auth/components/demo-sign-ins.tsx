import { type DemoAccount, demoSignInMessages } from "@haulwise/domain";
import { Button } from "@/components/ui/button";
import { translateMessage } from "@/lib/i18n";

const m = demoSignInMessages;

/** Demo mode's sign-ins, each a button that signs in with it. */
export function DemoSignIns({
  accounts,
  onChoose,
  pending,
}: {
  accounts: DemoAccount[];
  onChoose: (account: DemoAccount) => void;
  pending: boolean;
}) {
  return (
    <section aria-labelledby="demo-sign-ins" className="grid gap-2 rounded-md border p-3">
      <h2 id="demo-sign-ins" className="text-sm font-semibold">
        {translateMessage(m.demoSignInTitle)}
      </h2>
      <p className="text-xs text-muted-foreground">
        {translateMessage(m.demoSignInHint)} {translateMessage(m.demoPassword)}{" "}
        <code>{accounts[0]?.password}</code>
      </p>
      <ul className="grid max-h-56 gap-1 overflow-y-auto text-sm">
        {accounts.map((account) => (
          <li key={account.email} className="flex items-center justify-between gap-2">
            <span className="min-w-0">
              <span className="font-medium">{account.name}</span>{" "}
              <span className="text-muted-foreground">
                ({translateMessage(m.roles[account.role === "driver" ? "driver" : "contractor"])}){" "}
                {account.email}
              </span>
            </span>
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={pending}
              onClick={() => onChoose(account)}
            >
              {translateMessage(m.signInAs)} {account.name}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
