import { useEffect, useRef } from "react";
import { contactMessages } from "../../../domain/messages";

/** Shown for 3 seconds after a message is saved; takes focus so screen readers announce it. */
export function ContactSentPanel() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} role="status" className="flex scroll-mt-24 flex-col items-center rounded-2xl bg-success-50 px-6 py-14 text-center outline-none">
      <span aria-hidden="true" className="flex h-14 w-14 items-center justify-center rounded-full bg-success-700 text-white">
        <svg viewBox="0 0 24 24" className="h-7 w-7" focusable="false">
          <path d="m6 12.5 4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <h3 className="mt-4 text-2xl">{contactMessages.sentTitle}</h3>
      <p className="mt-2 max-w-sm text-slate-700">Thanks for reaching out. We'll get back to you within 24 hours.</p>
    </div>
  );
}
