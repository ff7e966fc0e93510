import { type Profile, type UpdateProfileInput, UpdateProfileInputSchema } from "@haulwise/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field, fieldA11y } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

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
  const { errors } = form.formState;

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid max-w-xl gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="profile-first-name" label="First name" error={errors.firstName?.message}>
          <Input
            {...fieldA11y("profile-first-name", errors.firstName?.message)}
            autoComplete="given-name"
            {...form.register("firstName")}
          />
        </Field>
        <Field id="profile-last-name" label="Last name" error={errors.lastName?.message}>
          <Input
            {...fieldA11y("profile-last-name", errors.lastName?.message)}
            autoComplete="family-name"
            {...form.register("lastName")}
          />
        </Field>
      </div>
      <Field
        id="profile-email"
        label="Email"
        hint="The address you sign in with. Change it under Email address below."
      >
        <Input id="profile-email" type="email" value={profile.email} readOnly aria-readonly />
      </Field>
      <Field id="profile-phone" label="Phone number" error={errors.phoneNumber?.message}>
        <Input
          {...fieldA11y("profile-phone", errors.phoneNumber?.message)}
          type="tel"
          autoComplete="tel"
          {...form.register("phoneNumber")}
        />
      </Field>
      {isContractor ? (
        <Field id="profile-company" label="Company name" error={errors.companyName?.message}>
          <Input
            {...fieldA11y("profile-company", errors.companyName?.message)}
            autoComplete="organization"
            {...form.register("companyName")}
          />
        </Field>
      ) : null}
      <Button type="submit" disabled={pending} className="w-fit">
        {pending ? <Loader2Icon aria-hidden="true" className="animate-spin" /> : null}
        Save changes
      </Button>
    </form>
  );
}
