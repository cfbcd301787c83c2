import { publicConfig } from "../lib/public-config";

/** Facts about the business that several components show. Contact details come from configuration. */
export const site = {
  brandName: publicConfig.brandName,
  city: "Provo, UT",
  copyrightYear: 2025,
  tagline: "Move-in kits built for BYU dorms and apartments. Join the early-access list for first dibs and early-bird pricing.",
  description:
    "Pre-assembled move-in kits for BYU dorms and Provo apartments: bedding, kitchen, bathroom and study essentials, tailored to your hall. Join early access for early-bird pricing.",
  keywords: [
    "BYU dorm kits",
    "Provo move-in kits",
    "Heritage Halls bedding",
    "Helaman Halls essentials",
    "college dorm essentials",
    "BYU freshman packing list",
  ],
  earlyAccessId: "early-access",
} as const;

/** Where every "join" link points: the home page's sign-up section. */
export const earlyAccessHref = `/#${site.earlyAccessId}`;

export const mainNavigation = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About Us" },
  { to: "/contact", label: "Contact" },
] as const;

export const joinEarlyAccessLabel = "Join Early Access";

/** tel: links want digits only; a ten-digit number is a US one, dialled as +1 from anywhere. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  return `tel:${/^\d{10}$/.test(digits) ? `+1${digits}` : digits}`;
}

/** The public phone as a link, for the footer and the contact page. */
export const publicPhoneHref = telHref(publicConfig.publicPhone);
