import { KIT_CARD_FEATURE_COUNT } from "../../domain/timings";
import { KIT_CATEGORY_LABELS, type Kit } from "../content/kits";
import { NOTIFY_ME_LABEL, notifyMeFromKitCard } from "../lib/notify-me";
import { Link, useNavigate } from "../router";
import { CheckIcon } from "./check-icon";
import { StarRating } from "./star-rating";

/** One kit on the kits page. Prices stay hidden until launch (spec section 3): only the list hears them first. */
export function KitCard({ kit }: { kit: Kit }) {
  const navigate = useNavigate();
  const shown = kit.features.slice(0, KIT_CARD_FEATURE_COUNT);
  const more = kit.features.length - shown.length;
  const headingId = `kit-${kit.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="relative flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      {kit.popular && (
        <p className="absolute left-4 top-4 z-10 rounded-full bg-accent-400 px-3 py-1 text-xs font-bold uppercase tracking-wide text-brand-950 shadow-sm">
          Most Popular
        </p>
      )}
      <img src={kit.image} alt="" width={400} height={240} loading="lazy" decoding="async" className="aspect-[5/3] w-full bg-brand-50 object-cover" />
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <span className="font-medium text-brand-700">{kit.housing}</span>
          <span aria-hidden="true">·</span>
          <span>{KIT_CATEGORY_LABELS[kit.category]}</span>
        </p>
        <h3 id={headingId} className="mt-2 text-xl">
          <Link to={`/kit/${kit.id}`} className="hover:text-brand-600 hover:underline">
            {kit.name}
          </Link>
        </h3>
        <StarRating rating={kit.rating} reviews={kit.reviews} className="mt-2" />
        <ul className="mt-4 space-y-2 text-slate-700">
          {shown.map((feature) => (
            <li key={feature} className="flex gap-2">
              <CheckIcon />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
        {more > 0 && <p className="mt-2 pl-7 text-sm font-medium text-slate-600">+{more} more items</p>}
        <div className="mt-auto pt-6">
          <button type="button" className="btn-primary w-full" onClick={() => notifyMeFromKitCard(navigate)} aria-describedby={headingId}>
            {NOTIFY_ME_LABEL}
          </button>
        </div>
      </div>
    </article>
  );
}
