import { type KitFilter, kitFilters } from "../content/kit-filters";

/** The filter pills: toggle buttons (aria-pressed), one pressed at a time. */
export function KitFilterPills({ value, onChange }: { value: KitFilter; onChange: (next: KitFilter) => void }) {
  return (
    <div role="group" aria-label="Filter kits by housing" className="grid grid-cols-3 gap-2 sm:flex">
      {kitFilters.map((filter) => {
        const pressed = filter.value === value;
        return (
          <button
            key={filter.value}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(filter.value)}
            className={`min-h-11 rounded-full border px-3 text-sm sm:px-5 font-semibold transition-colors ${
              pressed
                ? "border-brand-700 bg-brand-700 text-white"
                : "border-slate-300 bg-white text-slate-700 hover:border-brand-300 hover:bg-brand-50"
            }`}
          >
            {filter.label}
          </button>
        );
      })}
    </div>
  );
}
