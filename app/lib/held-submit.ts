import { type RefObject, useEffect, useState } from "react";

/**
 * Sends a submit that was made before the app started. app/entry.client.tsx holds such a submit and marks
 * the form `data-submit-held`; once the form is mounted, and after the commit that carries what was typed
 * before the start (useTypedBeforeStart, in the same component), this submits the form again, now
 * through its own handler. A submit that reaches the form after it mounted clears the mark first, so one
 * press never sends twice.
 */
export function useHeldSubmit(formRef: RefObject<HTMLFormElement | null>): void {
  const [replay, setReplay] = useState(false);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const clearMark = () => delete form.dataset.submitHeld;
    form.addEventListener("submit", clearMark);
    if (form.dataset.submitHeld) setReplay(true);
    return () => form.removeEventListener("submit", clearMark);
  }, [formRef]);

  useEffect(() => {
    const form = formRef.current;
    if (!replay || !form?.dataset.submitHeld) return;
    delete form.dataset.submitHeld;
    form.requestSubmit();
  }, [replay, formRef]);
}
