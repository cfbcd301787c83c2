import { businessHours, replyPromise, supportHours, timeZoneNote } from "../content/contact";
import { publicPhoneHref, site } from "../content/site";
import { publicConfig } from "../lib/public-config";

const cardClass = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";

/** The contact page's side column: how to reach us, when, and the move-in day line. */
export function ContactInfo() {
  return (
    <div className="space-y-5">
      <section aria-labelledby="contact-info-heading" className={cardClass}>
        <h2 id="contact-info-heading" className="text-lg">
          Contact information
        </h2>
        <dl className="mt-4 space-y-3">
          <div>
            <dt className="text-sm font-semibold text-slate-600">Email</dt>
            <dd>
              <a href={`mailto:${publicConfig.publicEmail}`} className="break-words font-medium text-brand-700 hover:underline">
                {publicConfig.publicEmail}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-slate-600">Phone</dt>
            <dd>
              <a href={publicPhoneHref} className="font-medium text-brand-700 hover:underline">
                {publicConfig.publicPhone}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-slate-600">Location</dt>
            <dd>{site.city}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-slate-600">Support</dt>
            <dd>{supportHours}</dd>
          </div>
        </dl>
        <p className="mt-4 rounded-xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-900">{replyPromise}</p>
      </section>

      <section aria-labelledby="hours-heading" className={cardClass}>
        <h2 id="hours-heading" className="text-lg">
          Business hours
        </h2>
        <dl className="mt-4 divide-y divide-slate-100">
          {businessHours.map((row) => (
            <div key={row.days} className="flex flex-wrap justify-between gap-x-4 py-2">
              <dt className="whitespace-nowrap font-medium text-slate-700">{row.days}:</dt>
              <dd className="whitespace-nowrap text-slate-900">{row.hours}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm text-slate-600">{timeZoneNote}</p>
      </section>

      <section aria-labelledby="emergency-heading" className="rounded-2xl border-2 border-accent-400 bg-accent-100/50 p-6">
        <h2 id="emergency-heading" className="text-lg">
          Move-in day emergency line
        </h2>
        <p className="mt-2 text-slate-700">
          Missing an item or running late for pickup on move-in day? Call us and we'll sort it out, all day on move-in weekends.
        </p>
        <a href={publicPhoneHref} className="btn-primary mt-4 w-full">
          Call {publicConfig.publicPhone}
        </a>
      </section>
    </div>
  );
}
