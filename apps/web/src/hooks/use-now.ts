import { useEffect, useState } from "react";
import { clock } from "@/lib/clock";

/** The current time, re-read every `everyMs` while `enabled`: for "12 s ago" that keeps counting. */
export function useNow(everyMs: number, enabled = true): number {
  const [now, setNow] = useState(() => clock.nowMs());
  useEffect(() => {
    if (!enabled) return;
    setNow(clock.nowMs());
    const timer = setInterval(() => setNow(clock.nowMs()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs, enabled]);
  return now;
}
