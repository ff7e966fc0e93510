import type * as React from "react";
import { DayPicker } from "react-day-picker";
import "react-day-picker/style.css";
import "./calendar.css";

/** react-day-picker in the app's colours. */
export function Calendar(props: React.ComponentProps<typeof DayPicker>) {
  return <DayPicker {...props} />;
}
