import type { InputHTMLAttributes, SelectHTMLAttributes } from "react";

interface FieldFrame {
  id: string;
  label: string;
  error: string | undefined;
  /** The compact footer form names its field with a visually hidden label; its heading says the rest. */
  hideLabel?: boolean;
}

function FieldLabel({ id, label, hideLabel }: Omit<FieldFrame, "error">) {
  return (
    <label htmlFor={id} className={hideLabel ? "sr-only" : "field-label"}>
      {label}
    </label>
  );
}

/** The message under a field; the field points at it with aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="field-error">
      {message}
    </p>
  );
}

function describedBy(id: string, error: string | undefined) {
  return { "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-error` : undefined };
}

export function EmailField({ id, label, error, hideLabel, ...input }: FieldFrame & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="min-w-0 flex-1">
      <FieldLabel id={id} label={label} hideLabel={hideLabel} />
      <input
        id={id}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        placeholder="you@example.com"
        className="field-input"
        {...describedBy(id, error)}
        {...input}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function SelectField({
  id,
  label,
  error,
  placeholder,
  options,
  ...select
}: FieldFrame & SelectHTMLAttributes<HTMLSelectElement> & { placeholder: string; options: readonly { value: string; label: string }[] }) {
  return (
    <div>
      <FieldLabel id={id} label={label} />
      <select id={id} className="field-input field-select" {...describedBy(id, error)} {...select}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
