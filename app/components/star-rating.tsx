import { useId } from "react";

/** One five-pointed star in a 20×20 box; five of them side by side make the row. */
const STAR_PATH = "M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9L10 14.9l-5.2 2.8 1-5.9L1.5 7.7l5.9-.8z";
const STAR_OFFSETS = [0, 20, 40, 60, 80];

/**
 * Grey stars with gold ones on top, clipped to the rating. The clip is an SVG attribute, not an inline
 * style, because the Content-Security-Policy refuses style attributes.
 */
function Stars({ rating, className }: { rating: number; className: string }) {
  const clipId = useId();
  const stars = STAR_OFFSETS.map((x) => <path key={x} d={STAR_PATH} transform={`translate(${x} 0)`} />);
  return (
    <svg viewBox="0 0 100 20" className={className} aria-hidden="true" focusable="false">
      <clipPath id={clipId}>
        <rect width={rating * 20} height="20" />
      </clipPath>
      <g className="fill-slate-300">{stars}</g>
      <g className="fill-accent-500" clipPath={`url(#${clipId})`}>
        {stars}
      </g>
    </svg>
  );
}

export interface StarRatingProps {
  /** 0 to 5; fractions fill part of a star. */
  rating: number;
  /** When given, shown as "(127 reviews)" and read as ", 127 reviews". */
  reviews?: number;
  /** Show the number beside the stars, e.g. "4.9". */
  showValue?: boolean;
  size?: "sm" | "md";
  className?: string;
}

/**
 * Star rating that reads as one sentence to screen readers ("Rated 4.9 out of 5, 127 reviews"),
 * while sighted visitors see stars, the number and the review count.
 */
export function StarRating({ rating, reviews, showValue = true, size = "sm", className = "" }: StarRatingProps) {
  const clamped = Math.min(5, Math.max(0, rating));
  const reviewText = reviews === undefined ? "" : `${reviews.toLocaleString("en-US")} reviews`;
  const height = size === "md" ? "h-5 aspect-[5/1]" : "h-4 aspect-[5/1]";
  return (
    <div className={`flex items-center gap-2 text-sm ${className}`}>
      <span className="sr-only">
        Rated {clamped} out of 5{reviewText && `, ${reviewText}`}
      </span>
      <Stars rating={clamped} className={`${height} w-auto flex-none`} />
      {showValue && (
        <span className="font-semibold text-slate-900" aria-hidden="true">
          {clamped.toFixed(1)}
        </span>
      )}
      {reviewText && (
        <span className="text-slate-600" aria-hidden="true">
          ({reviewText})
        </span>
      )}
    </div>
  );
}
