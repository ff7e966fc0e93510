import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { offeredLanguages, useLanguage, useT } from "@/lib/i18n";

/**
 * The language of the person's screens and e-mails, from the catalogues there are. The
 * pseudo-locale is listed only while it is the one chosen, so it can be left again.
 */
export function LanguageSetting({
  chosen,
  pending,
  onChoose,
}: {
  chosen: string | null;
  pending: boolean;
  onChoose: (language: string) => void;
}) {
  const t = useT();
  const onScreen = useLanguage();
  const current = chosen ?? onScreen;
  const choices = offeredLanguages.some((language) => language.code === current)
    ? offeredLanguages
    : [...offeredLanguages, { code: current, name: current }];
  return (
    <Field id="account-language" label={t("settings.language.label")}>
      {(control) => (
        <NativeSelect
          {...control}
          value={current}
          disabled={pending}
          onChange={(event) => onChoose(event.target.value)}
        >
          {choices.map((language) => (
            <option key={language.code} value={language.code} lang={language.code}>
              {language.name}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}
