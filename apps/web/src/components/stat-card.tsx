import type { LucideIcon } from "lucide-react";
import type * as React from "react";
import { Card, CardContent } from "@/components/ui/card";

export type StatCardProps = {
  label: string;
  icon: LucideIcon;
  value: React.ReactNode;
  detail: React.ReactNode;
};

export function StatCard({ label, icon: Icon, value, detail }: StatCardProps) {
  return (
    <Card className="gap-2 py-5">
      <CardContent className="grid gap-2 px-5">
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-sm font-medium text-muted-foreground">{label}</h2>
          <Icon aria-hidden="true" className="size-5 text-primary" />
        </div>
        <p className="text-3xl font-bold tabular-nums">{value}</p>
        <p className="text-sm text-muted-foreground">{detail}</p>
      </CardContent>
    </Card>
  );
}
