import type { ComponentType } from "react";
import { earlyAccessHref, publicPhoneHref, site } from "../content/site";
import { publicConfig } from "../lib/public-config";
import { Link } from "../router";
import { FacebookIcon, InstagramIcon, MailIcon, MapPinIcon, PhoneIcon, TikTokIcon } from "./shell-icons";
import { SignupForm } from "./signup-form";

const footerLinks = [
  { to: earlyAccessHref, label: "Join Waitlist" },
  { to: "/about", label: "About Us" },
  { to: "/contact", label: "Contact" },
  // The contact page's quick answers are the FAQ until there is enough for a page of its own.
  { to: "/contact#faq", label: "FAQ" },
] as const;

const socialChannels: readonly { name: string; url: string; Icon: ComponentType<{ className?: string }> }[] = [
  { name: "Instagram", url: publicConfig.socialLinks.instagram, Icon: InstagramIcon },
  { name: "TikTok", url: publicConfig.socialLinks.tiktok, Icon: TikTokIcon },
  { name: "Facebook", url: publicConfig.socialLinks.facebook, Icon: FacebookIcon },
];

const linkClass = "rounded text-brand-100 underline-offset-4 hover:text-white hover:underline";

/** The site footer (spec section 2): Stay in the Loop sign-up, links, socials, contact details, copyright. */
export function Footer() {
  return (
    <footer className="mt-auto">
      <section aria-labelledby="stay-in-the-loop" className="border-t border-brand-100 bg-brand-50">
        <div className="container-page grid gap-6 py-12 md:grid-cols-2 md:items-center md:gap-12">
          <div>
            <h2 id="stay-in-the-loop" className="text-2xl sm:text-3xl">
              Stay in the Loop
            </h2>
            <p className="mt-2 max-w-md text-slate-600">
              Launch news, move-in tips and your early-bird price, straight to your inbox. No spam, ever.
            </p>
          </div>
          <SignupForm variant="footer" />
        </div>
      </section>

      <div className="bg-brand-950 text-brand-100">
        <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1.4fr]">
          <div className="sm:col-span-2 lg:col-span-1">
            <p className="flex items-center gap-2.5 text-xl font-extrabold tracking-tight text-white">
              <img src={publicConfig.logoUrl} alt="" width={32} height={32} className="size-8" />
              {site.brandName}
            </p>
            <p className="mt-3 max-w-sm leading-relaxed">{site.tagline}</p>
            <SocialLinks />
          </div>

          <nav aria-labelledby="footer-explore">
            <h2 id="footer-explore" className="text-sm font-semibold uppercase tracking-wider text-accent-300">
              Explore
            </h2>
            <ul className="mt-4 grid gap-3">
              {footerLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <div>
            <h2 className="text-sm font-semibold uppercase tracking-wider text-accent-300">Contact</h2>
            <address className="mt-4 grid gap-3 not-italic">
              <a href={`mailto:${publicConfig.publicEmail}`} className={`${linkClass} flex items-center gap-3 break-words`}>
                <MailIcon className="size-5 shrink-0 text-brand-300" />
                {publicConfig.publicEmail}
              </a>
              <a href={publicPhoneHref} className={`${linkClass} flex items-center gap-3`}>
                <PhoneIcon className="size-5 shrink-0 text-brand-300" />
                {publicConfig.publicPhone}
              </a>
              <span className="flex items-center gap-3">
                <MapPinIcon className="size-5 shrink-0 text-brand-300" />
                {site.city}
              </span>
            </address>
          </div>
        </div>
        <div className="border-t border-white/10">
          <p className="container-page py-6 text-sm text-brand-200">
            © {site.copyrightYear} {site.brandName}
          </p>
        </div>
      </div>
    </footer>
  );
}

/** Channels without a configured address are shown as coming soon rather than as links to nowhere. */
function SocialLinks() {
  const pending = socialChannels.every((channel) => !channel.url);
  return (
    <div className="mt-6">
      <p className="text-sm font-semibold text-white">
        Follow us{pending && <span className="font-normal text-brand-200"> · coming soon</span>}
      </p>
      <ul className="mt-3 flex gap-3">
        {socialChannels.map(({ name, url, Icon }) => (
          <li key={name}>
            {url ? (
              <a href={url} className="flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-accent-400 hover:text-brand-950">
                <Icon className="size-5" />
                <span className="sr-only">
                  {site.brandName} on {name}
                </span>
              </a>
            ) : (
              <span title={`${name}: coming soon`} className="flex size-11 items-center justify-center rounded-full border border-dashed border-white/25 text-brand-300">
                <Icon className="size-5" />
                <span className="sr-only">{name} (coming soon)</span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
