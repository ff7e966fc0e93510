import { type SignUpRequestInput, SignUpResultSchema } from "@haulwise/domain";
import { api } from "@/lib/api-client";
import { currentLanguage } from "@/lib/i18n";

export type SignUpInput = Omit<SignUpRequestInput, "name" | "timeZone" | "language">;

/** The zone this browser's clock shows: a new company counts its days in it. */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** `callbackURL` is where the verification e-mail's link lands once it is opened. */
export const signUp = (input: SignUpInput) =>
  api.post(
    "/api/auth/sign-up/email",
    {
      ...input,
      name: `${input.firstName} ${input.lastName}`,
      timeZone: browserTimeZone(),
      // The language the page is shown in: the verification e-mail's, and the screens' after.
      language: currentLanguage(),
    },
    SignUpResultSchema,
  );
