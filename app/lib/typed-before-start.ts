import { type RefObject, useEffect } from "react";

/**
 * The app starts after the first paint (docs/decisions/014), so someone may type into a form, or pick
 * an option, before React takes over: the text is on screen but not in the form's state. When the form
 * mounts, this hands what the fields hold to `adopt`, if anything was entered, so the form validates
 * and sends what the person sees.
 */
export function useTypedBeforeStart<K extends string>(
  formRef: RefObject<HTMLFormElement | null>,
  fields: readonly K[],
  adopt: (typed: Record<K, string>) => void,
): void {
  useEffect(() => {
    if (!formRef.current) return;
    const data = new FormData(formRef.current);
    const typed = Object.fromEntries(fields.map((field) => [field, String(data.get(field) ?? "")])) as Record<K, string>;
    if (fields.some((field) => typed[field] !== "")) adopt(typed);
    // Only what was there when the form mounted matters; later input goes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
