import type { InputHTMLAttributes, SelectHTMLAttributes } from "react";
import type { Option } from "../../../domain/options";
import { describedByError, FormField, OptionsSelect } from "../form-field";

interface FieldFrame {
  id: string;
  label: string;
  error: string | undefined;
  /** The compact footer form names its field with a visually hidden label; its heading says the rest. */
  hideLabel?: boolean;
}

export function EmailField({ id, label, error, hideLabel, ...input }: FieldFrame & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FormField id={id} label={label} error={error} hideLabel={hideLabel} className="min-w-0 flex-1">
      <input
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        placeholder="you@example.com"
        className="field-input"
        {...describedByError(id, error)}
        {...input}
      />
    </FormField>
  );
}

export function SelectField({
  id,
  label,
  error,
  placeholder,
  options,
  ...select
}: FieldFrame & SelectHTMLAttributes<HTMLSelectElement> & { placeholder: string; options: readonly Option[] }) {
  return (
    <FormField id={id} label={label} error={error}>
      <OptionsSelect placeholder={placeholder} options={options} {...describedByError(id, error)} {...select} />
    </FormField>
  );
}
