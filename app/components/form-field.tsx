import type { ReactNode, SelectHTMLAttributes } from "react";
import type { Option } from "../../domain/options";

/** Attributes that tie a control to its error message, so screen readers announce it with the field. */
export function describedByError(id: string, error: string | undefined) {
  return { id, "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-error` : undefined } as const;
}

/** Label, control and error line of one form field. The control itself is passed in as children. */
export function FormField({
  id,
  label,
  optional = false,
  error,
  className = "",
  hideLabel = false,
  children,
}: {
  id: string;
  label: string;
  optional?: boolean;
  error?: string | undefined;
  className?: string;
  /** For a compact form whose heading already says what the field is (the footer's sign-up). */
  hideLabel?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? "sr-only" : "field-label"}>
        {label}
        {optional && <span className="font-normal text-slate-500"> (optional)</span>}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A select of one of the option lists, starting on an empty "choose" entry. */
export function OptionsSelect({
  placeholder,
  options,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & { placeholder: string; options: readonly Option[] }) {
  return (
    <select className="field-input field-select" {...select}>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
