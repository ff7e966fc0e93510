import { useEffect } from "react";
import { useMe } from "@/api/get-me";
import { ALL_PARTS, activateLanguage, browserLanguage, rememberChosenLanguage } from "@/lib/i18n";

/**
 * Keeps the screens in the signed-in person's language (Account Settings), or the browser's
 * when they chose none or nobody is signed in; remembers the choice for an offline start.
 */
export function LanguageFollower() {
  const me = useMe();
  const known = me.data !== undefined;
  const chosen = me.data?.profile?.language ?? null;
  useEffect(() => {
    if (!known) return;
    rememberChosenLanguage(chosen);
    void activateLanguage(chosen ?? browserLanguage(), ALL_PARTS);
  }, [known, chosen]);
  return null;
}
