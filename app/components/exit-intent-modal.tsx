import { useCallback, useEffect, useRef } from "react";
import { trackEvent } from "../lib/analytics";
import { CloseIcon } from "./shell-icons";
import { SignupForm } from "./signup-form";

const TITLE_ID = "exit-intent-title";
const ENGAGEMENT = { event_category: "engagement" } as const;

/**
 * The 'Wait! Don't Miss Out' dialog. A native modal <dialog> keeps focus inside, makes the page
 * behind it inert and closes on Escape. Every way of closing it (button, Escape, a click on the
 * backdrop, a successful sign-up) records exit_intent_dismissed exactly once.
 */
export function ExitIntentModal({ onClosed }: { onClosed: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const reported = useRef(false);

  const finish = useCallback(() => {
    if (reported.current) return;
    reported.current = true;
    trackEvent("exit_intent_dismissed", ENGAGEMENT);
    onClosed();
  }, [onClosed]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    dialog.showModal();
    dialog.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
    trackEvent("exit_intent_shown", ENGAGEMENT);
    dialog.addEventListener("close", finish);
    return () => {
      dialog.removeEventListener("close", finish);
      if (dialog.open) dialog.close();
    };
  }, [finish]);

  const close = () => dialogRef.current?.close();
  // The close event comes a moment later, when the page may already be on its way to /thank-you.
  const closeAfterSignup = () => {
    close();
    finish();
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={TITLE_ID}
      // A click on the dimmed backdrop lands on the dialog element itself, outside the panel.
      onClick={(event) => event.target === event.currentTarget && close()}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-3xl bg-transparent p-0 backdrop:bg-brand-950/60 backdrop:backdrop-blur-sm"
    >
      <div className="relative rounded-3xl bg-white p-7 shadow-2xl sm:p-9">
        <button
          type="button"
          onClick={close}
          className="absolute right-3 top-3 inline-flex size-11 items-center justify-center rounded-xl text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          <CloseIcon className="size-5" />
          <span className="sr-only">Close</span>
        </button>
        <p className="eyebrow">Before you go</p>
        <h2 id={TITLE_ID} className="mt-2 pr-8 text-3xl">
          Wait! Don't Miss Out
        </h2>
        <p className="mt-3 leading-relaxed text-slate-600">
          Join the early-access list for first access to move-in kits and early-bird pricing. One email when kits
          launch, no spam.
        </p>
        <div className="mt-6">
          <SignupForm variant="modal" onSuccess={closeAfterSignup} />
        </div>
      </div>
    </dialog>
  );
}
