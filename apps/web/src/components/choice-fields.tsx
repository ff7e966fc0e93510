import type * as React from "react";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";

export type Choice = { value: string; label: React.ReactNode };

/** A labelled select whose first choice, `placeholder`, means none. */
export function SelectField({
  id,
  label,
  placeholder,
  choices,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  choices: readonly Choice[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label}>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {[{ value: "", label: placeholder }, ...choices].map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}

/** A labelled day, `YYYY-MM-DD`, picked with the browser's own date input. */
export function DateField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (day: string) => void;
}) {
  return (
    <Field id={id} label={label}>
      <Input id={id} type="date" value={value} onChange={(event) => onChange(event.target.value)} />
    </Field>
  );
}
