import type { ReactNode } from "react";

/**
 * A decorative 24×24 line icon, drawn inline: a handful of paths cost less than any icon library
 * (the JavaScript budget on / is 90 KiB gzip). Always hidden from assistive technology; the text
 * beside it carries the meaning.
 */
export function Icon({ children, className = "size-5" }: { children: ReactNode; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  );
}
