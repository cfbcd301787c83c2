/** Contact page facts (spec section 2): hours, reply promise, the move-in day line. */
export const contactIntro = {
  eyebrow: "Contact us",
  title: "We're here to help",
  lead: "Questions about a kit, your hall or pickup? Send us a message and we'll get back to you within 24 hours.",
} as const;

/** What the info card says about support hours (spec: Monday to Friday 9 AM to 6 PM). */
export const supportHours = "Monday to Friday, 9 AM to 6 PM";

export const businessHours = [
  { days: "Monday – Friday", hours: "9:00 AM – 6:00 PM" },
  { days: "Saturday", hours: "10:00 AM – 4:00 PM" },
  { days: "Sunday", hours: "Closed" },
] as const;

export const timeZoneNote = "Mountain Time (Provo, UT)";

export const replyPromise = "We reply to every message within 24 hours.";
