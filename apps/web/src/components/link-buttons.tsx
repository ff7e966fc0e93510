import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** A labelled row of outline buttons leading to other screens: [path, label] each. */
export function LinkButtons({
  label,
  links,
  className,
}: {
  label: string;
  links: readonly (readonly [string, string])[];
  className?: string;
}) {
  return (
    <nav aria-label={label} className={cn("flex flex-wrap gap-2", className)}>
      {links.map(([to, text]) => (
        <Button key={to} asChild variant="outline">
          <Link to={to}>{text}</Link>
        </Button>
      ))}
    </nav>
  );
}
