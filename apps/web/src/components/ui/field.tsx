import type * as React from "react";
// Types only: the sign-in page draws its fields with Field and FieldError, and must not
// download the form library with them.
import type {
  FieldPath,
  FieldValues,
  RegisterOptions,
  UseFormRegisterReturn,
  UseFormReturn,
} from "react-hook-form";
import { Label } from "@/components/ui/label";
import { translateMessage } from "@/lib/i18n";
import { cn } from "@/lib/utils";

/** What a control needs to be named by its label and to announce its error. */
export type FieldControl = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

function controlOf(id: string, error: string | undefined, hinted: boolean): FieldControl {
  return {
    id,
    "aria-invalid": error ? true : undefined,
    // The hint (a unit, a format) is read with the control, as the error is in its place.
    "aria-describedby": error ? `${id}-error` : hinted ? `${id}-hint` : undefined,
  };
}

export type FieldProps = {
  id: string;
  label: React.ReactNode;
  error?: string | undefined;
  hint?: React.ReactNode;
  className?: string;
  /** The control, given the props that tie it to the label and the error. */
  children: React.ReactNode | ((control: FieldControl) => React.ReactNode);
};

/**
 * A label, its control and the control's validation message (or a hint while there is none).
 * A field of a react-hook-form form is a `FormField`; this is for the few controls outside one.
 */
export function Field({ id, label, error, hint, className, children }: FieldProps) {
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {typeof children === "function" ? children(controlOf(id, error, Boolean(hint))) : children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export type FormFieldProps<T extends FieldValues, N extends FieldPath<T>> = Omit<
  FieldProps,
  "error" | "children"
> & {
  // biome-ignore lint/suspicious/noExplicitAny: any transformed output type of the form's resolver
  form: UseFormReturn<T, any, any>;
  name: N;
  /** Options of `register` (`setValueAs`, `valueAsNumber`…). */
  options?: RegisterOptions<T, N>;
  /** The control, given its registration and the props that tie it to the label and error. */
  children: (control: FieldControl & UseFormRegisterReturn<N>) => React.ReactNode;
};

/**
 * One field of a react-hook-form form: registers the control, labels it, and shows the
 * field's error (announced by screen readers) or its hint.
 *
 * ```tsx
 * <FormField form={form} name="make" id="truck-make" label="Make" hint="For example Kenworth.">
 *   {(control) => <Input {...control} autoComplete="off" />}
 * </FormField>
 * ```
 */
export function FormField<T extends FieldValues, N extends FieldPath<T>>({
  form,
  name,
  options,
  children,
  ...field
}: FormFieldProps<T, N>) {
  const error = form.getFieldState(name, form.formState).error?.message;
  return (
    <Field {...field} error={error}>
      {(control) => children({ ...control, ...form.register(name, options) })}
    </Field>
  );
}

export function FieldError({ id, message }: { id?: string; message?: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-destructive">
      {translateMessage(message)}
    </p>
  );
}
