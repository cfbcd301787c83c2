import { kitTrustItems } from "../content/kit-details";

/** The small icon of each trust item, by the item's `icon`. */
const ICON_PATHS: Record<(typeof kitTrustItems)[number]["icon"], string> = {
  pickup: "M3 10 12 3l9 7v10a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z",
  quality: "M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6zm-1.2 12.2-3.5-3.5 1.4-1.4 2.1 2.1 4.5-4.5 1.4 1.4z",
  returns: "M4 12a8 8 0 0 1 13.7-5.7L20 4v6h-6l2.3-2.3A6 6 0 1 0 18 12h2a8 8 0 0 1-16 0z",
  hall: "M12 2a6 6 0 0 0-6 6c0 4.5 6 12 6 12s6-7.5 6-12a6 6 0 0 0-6-6zm0 8.5A2.5 2.5 0 1 1 12 5.5a2.5 2.5 0 0 1 0 5z",
};

/** Local pickup, quality guaranteed, hassle-free returns at launch, tailored to your hall (spec section 2). */
export function KitTrustItems() {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {kitTrustItems.map((item) => (
        <li key={item.title} className="flex gap-3 rounded-xl bg-brand-50 p-4">
          <svg viewBox="0 0 24 24" className="h-6 w-6 flex-none text-brand-600" aria-hidden="true" focusable="false">
            <path d={ICON_PATHS[item.icon]} fill="currentColor" />
          </svg>
          <div>
            <p className="font-semibold text-brand-950">{item.title}</p>
            <p className="text-sm text-slate-600">{item.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
