import { type Profile, type UpdateProfileInput, UpdateProfileInputSchema } from "@haulwise/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { SubmitButton } from "@/components/ui/button";
import { Field, FormField } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { t } from "@/lib/i18n";

type ProfileFormOutput = z.output<typeof UpdateProfileInputSchema>;

export type ProfileFormProps = {
  profile: Profile;
  onSubmit: (values: ProfileFormOutput) => Promise<void>;
  pending?: boolean;
};

export function ProfileForm({ profile, onSubmit, pending = false }: ProfileFormProps) {
  const isContractor = profile.role === "contractor";
  const form = useForm<UpdateProfileInput, unknown, ProfileFormOutput>({
    resolver: zodResolver(UpdateProfileInputSchema),
    values: {
      firstName: profile.firstName ?? "",
      lastName: profile.lastName ?? "",
      phoneNumber: profile.phoneNumber ?? "",
      // Left out for everyone but contractors, so only they send (and are checked on) it.
      companyName: isContractor ? (profile.companyName ?? "") : undefined,
    },
  });

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid max-w-xl gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          form={form}
          name="firstName"
          id="profile-first-name"
          label={t("public.signUp.firstName")}
        >
          {(control) => <Input {...control} autoComplete="given-name" />}
        </FormField>
        <FormField
          form={form}
          name="lastName"
          id="profile-last-name"
          label={t("public.signUp.lastName")}
        >
          {(control) => <Input {...control} autoComplete="family-name" />}
        </FormField>
      </div>
      <Field id="profile-email" label={t("public.email")} hint={t("account.details.emailHint")}>
        <Input id="profile-email" type="email" value={profile.email} readOnly aria-readonly />
      </Field>
      <FormField
        form={form}
        name="phoneNumber"
        id="profile-phone"
        label={t("account.details.phone")}
      >
        {(control) => <Input {...control} type="tel" autoComplete="tel" />}
      </FormField>
      {isContractor ? (
        <FormField
          form={form}
          name="companyName"
          id="profile-company"
          label={t("public.signUp.companyName")}
        >
          {(control) => <Input {...control} autoComplete="organization" />}
        </FormField>
      ) : null}
      <SubmitButton pending={pending} className="w-fit">
        {t("account.details.save")}
      </SubmitButton>
    </form>
  );
}
