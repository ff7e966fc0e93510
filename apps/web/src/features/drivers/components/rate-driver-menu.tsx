import { StarIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { t } from "@/lib/i18n";

const choices = [5, 4, 3, 2, 1] as const;
const STAR_KEYS = ["one", "two", "three", "four", "five"];

export type RateDriverMenuProps = {
  driverName: string;
  myRating: number | null;
  onRate: (rating: number) => void;
  pending?: boolean;
};

/** A contractor's own 1–5 rating of a driver; choosing again replaces it. */
export function RateDriverMenu({
  driverName,
  myRating,
  onRate,
  pending = false,
}: RateDriverMenuProps) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" disabled={pending}>
          <StarIcon aria-hidden="true" />
          {myRating === null ? t("drivers.rate") : t("drivers.yourRating", { rating: myRating })}{" "}
          <span className="sr-only">
            {myRating === null ? driverName : t("drivers.forName", { name: driverName })}
          </span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-48">
        <DropdownMenuLabel>{t("drivers.rateName", { name: driverName })}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup
          value={myRating === null ? "" : String(myRating)}
          onValueChange={(value) => onRate(Number(value))}
        >
          {choices.map((value) => (
            <DropdownMenuRadioItem key={value} value={String(value)}>
              <span aria-hidden="true" className="flex text-amber-500">
                {STAR_KEYS.slice(0, value).map((key) => (
                  <StarIcon key={key} className="size-3.5 fill-current" />
                ))}
              </span>
              <span>
                {value} {value === 1 ? "star" : "stars"}
              </span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
