import { useEffect, useRef } from "react";
import { contactMessages } from "../../../domain/messages";
import { SuccessBadge } from "../success-badge";

/** Shown for 3 seconds after a message is saved; takes focus so screen readers announce it. */
export function ContactSentPanel() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} role="status" className="flex scroll-mt-24 flex-col items-center rounded-2xl bg-success-50 px-6 py-14 text-center outline-none">
      <SuccessBadge size="md" />
      <h3 className="mt-4 text-2xl">{contactMessages.sentTitle}</h3>
      <p className="mt-2 max-w-sm text-slate-700">Thanks for reaching out. We'll get back to you within 24 hours.</p>
    </div>
  );
}
