import { faqEntries } from "../content/faq";

/** Quick answers as native disclosure widgets: keyboard and screen-reader friendly, no script needed. */
export function FaqList() {
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {faqEntries.map((entry, index) => (
        // The first answer (when to order) starts open: it is the one most people came for.
        <details key={entry.question} open={index === 0} className="group px-5 py-1 sm:px-6">
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 py-3 font-semibold text-brand-950 [&::-webkit-details-marker]:hidden">
            {entry.question}
            <span aria-hidden="true" className="text-xl text-brand-600 transition-transform group-open:rotate-45">
              +
            </span>
          </summary>
          <p className="pb-4 leading-relaxed text-slate-700">{entry.answer}</p>
        </details>
      ))}
    </div>
  );
}
