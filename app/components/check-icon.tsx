/** The green tick in front of list items (features, what's included). Decorative: the text says it all. */
export function CheckIcon({ className = "" }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" className={`mt-0.5 h-5 w-5 flex-none text-success-700 ${className}`} aria-hidden="true" focusable="false">
      <path d="m5 10.5 3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
