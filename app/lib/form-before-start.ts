import { type RefObject, useEffect, useState } from "react";

/**
 * The app starts after the first paint (docs/decisions/014), so someone may type into a form, pick an
 * option, or even send it before React takes over. When the form mounts, this hands what the fields hold
 * to `adopt`, if anything was entered, so the form validates and sends what the person sees. If the form
 * was sent meanwhile, app/entry.client.tsx held that submit and marked the form `data-submit-held`; this
 * sends it again after the commit that carries the adopted values, now through the form's own handler.
 * A submit that reaches the form after it mounted clears the mark first, so one press never sends twice.
 */
export function useFormBeforeStart<K extends string>(
  formRef: RefObject<HTMLFormElement | null>,
  fields: readonly K[],
  adopt: (typed: Record<K, string>) => void,
): void {
  const [replayHeldSubmit, setReplayHeldSubmit] = useState(false);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const data = new FormData(form);
    const typed = Object.fromEntries(fields.map((field) => [field, String(data.get(field) ?? "")])) as Record<K, string>;
    if (fields.some((field) => typed[field] !== "")) adopt(typed);
    const clearMark = () => delete form.dataset.submitHeld;
    form.addEventListener("submit", clearMark);
    if (form.dataset.submitHeld) setReplayHeldSubmit(true);
    return () => form.removeEventListener("submit", clearMark);
    // Only what was there when the form mounted matters; later input goes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const form = formRef.current;
    if (!replayHeldSubmit || !form?.dataset.submitHeld) return;
    delete form.dataset.submitHeld;
    form.requestSubmit();
  }, [replayHeldSubmit, formRef]);
}
