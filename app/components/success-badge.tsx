/** The green check in a circle that opens every confirmation (a stored sign-up, a sent message). */
export function SuccessBadge({ size }: { size: "md" | "lg" }) {
  const [circle, check] = size === "lg" ? ["h-16 w-16", "h-8 w-8"] : ["h-14 w-14", "h-7 w-7"];
  return (
    <span aria-hidden="true" className={`mx-auto flex ${circle} items-center justify-center rounded-full bg-success-700 text-white`}>
      <svg viewBox="0 0 24 24" className={check} focusable="false">
        <path d="m6 12.5 4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}
