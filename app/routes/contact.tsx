import { ContactForm } from "../components/contact-form/contact-form";
import { ContactInfo } from "../components/contact-info";
import { FaqList } from "../components/faq-list";
import { PageIntro } from "../components/page-intro";
import { contactIntro } from "../content/contact";
import type { PageMeta } from "../router";

export const meta: PageMeta = {
  title: "Contact Us",
  description:
    "Questions about move-in kits, your BYU hall or pickup in Provo? Message us and we'll reply within 24 hours. Support Monday to Friday, 9 AM to 6 PM.",
};

export default function ContactPage() {
  return (
    <>
      <PageIntro eyebrow={contactIntro.eyebrow} title={contactIntro.title}>
        <p>{contactIntro.lead}</p>
      </PageIntro>

      <div className="container-page grid gap-8 py-10 sm:py-14 lg:grid-cols-5">
        <section aria-labelledby="message-heading" className="self-start rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-3">
          <h2 id="message-heading" className="text-2xl">
            Send us a message
          </h2>
          <p className="mb-6 mt-1 text-slate-600">All fields are required unless marked optional.</p>
          <ContactForm />
        </section>
        <div className="lg:col-span-2">
          <ContactInfo />
        </div>
      </div>

      <section id="faq" aria-labelledby="faq-heading" className="bg-slate-50">
        <div className="container-page py-12 sm:py-16">
          <h2 id="faq-heading" className="text-2xl sm:text-3xl">
            Quick answers
          </h2>
          <p className="mt-2 text-slate-600">The questions we hear most, answered in a sentence or two.</p>
          <div className="mt-8 max-w-3xl">
            <FaqList />
          </div>
        </div>
      </section>
    </>
  );
}
