import { PageIntro } from "../components/page-intro";
import { TeamMemberCard } from "../components/team-member-card";
import { aboutHero, aboutMission, aboutPromise, aboutStats, aboutStory, aboutTeam, aboutValues } from "../content/about";
import { Link, type PageMeta } from "../router";

export const meta: PageMeta = {
  title: "About Us",
  description:
    "Provo locals and BYU students packing move-in kits since 2022: 2,000+ happy students, 15+ housing complexes and a 30-day money-back guarantee.",
};

export default function AboutPage() {
  return (
    <>
      <PageIntro eyebrow={aboutHero.eyebrow} title={aboutHero.title}>
        <p>{aboutHero.lead}</p>
      </PageIntro>

      <section aria-labelledby="stats-heading" className="container-page py-10">
        <h2 id="stats-heading" className="sr-only">
          By the numbers
        </h2>
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {aboutStats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse justify-end rounded-2xl bg-brand-900 p-5 text-center sm:p-6">
              <dt className="mt-1 text-sm font-medium text-brand-100">{stat.label}</dt>
              <dd className="text-3xl font-bold text-accent-300 sm:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="story-heading" className="container-page grid gap-10 py-10 lg:grid-cols-5 lg:py-14">
        <div className="lg:col-span-3">
          <h2 id="story-heading" className="text-2xl sm:text-3xl">
            Our story
          </h2>
          <div className="mt-4 space-y-4 text-lg leading-relaxed text-slate-700">
            {aboutStory.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
        </div>
        <aside aria-labelledby="mission-heading" className="self-start rounded-2xl border-l-4 border-accent-400 bg-brand-50 p-6 lg:col-span-2">
          <h2 id="mission-heading" className="text-xl">
            Our mission
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-brand-900">{aboutMission}</p>
        </aside>
      </section>

      <section aria-labelledby="values-heading" className="bg-slate-50">
        <div className="container-page py-12 sm:py-16">
          <h2 id="values-heading" className="text-2xl sm:text-3xl">
            What we value
          </h2>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {aboutValues.map((value, index) => (
              <li key={value.title} className="rounded-2xl bg-white p-6 shadow-sm">
                <span aria-hidden="true" className="text-sm font-bold text-brand-600">
                  0{index + 1}
                </span>
                <h3 className="mt-2 text-lg">{value.title}</h3>
                <p className="mt-2 text-slate-600">{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="team-heading" className="container-page py-12 sm:py-16">
        <h2 id="team-heading" className="text-2xl sm:text-3xl">
          Meet the team
        </h2>
        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          {aboutTeam.map((member) => (
            <TeamMemberCard key={member.name} member={member} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="promise-heading" className="container-page pb-16">
        <div className="rounded-2xl bg-brand-900 px-6 py-10 text-center sm:px-12">
          <h2 id="promise-heading" className="text-2xl text-white sm:text-3xl">
            {aboutPromise.title}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-brand-100">{aboutPromise.text}</p>
          <div className="mt-7 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/kits" className="btn-primary">
              Browse Kits
            </Link>
            <Link to="/contact" className="btn border border-brand-300/40 text-white hover:bg-brand-800">
              Contact Us
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
