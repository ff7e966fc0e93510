import { useEffect } from "react";
import { useMe } from "@/api/get-me";
import { clock } from "@/lib/clock";
import { ALL_PARTS, activateLanguage, browserLanguage, rememberChosenLanguage } from "@/lib/i18n";

/** When this page started: an answer older than that was saved by an earlier visit. */
const pageStartedAt = clock.nowMs();

/**
 * Keeps the screens in the signed-in person's language (Account Settings), or the browser's
 * when they chose none or nobody is signed in; remembers the choice for an offline start.
 * Only an answer given since the page started counts: one restored from the saved cache may
 * predate a change of language, and the language remembered with it is newer.
 */
export function LanguageFollower() {
  const me = useMe();
  const current = me.data !== undefined && me.dataUpdatedAt >= pageStartedAt;
  const chosen = me.data?.profile?.language ?? null;
  useEffect(() => {
    if (!current) return;
    rememberChosenLanguage(chosen);
    void activateLanguage(chosen ?? browserLanguage(), ALL_PARTS);
  }, [current, chosen]);
  return null;
}
