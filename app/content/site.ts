import { publicConfig } from "../lib/public-config";

/** Facts about the business that several components show. Contact details come from configuration. */
export const site = {
  brandName: publicConfig.brandName,
  city: "Provo, UT",
  university: "BYU",
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
