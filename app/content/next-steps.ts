/**
 * The owner's launch checklist (spec section 2: 7 items). Each line says how to check it in plain
 * words, for an owner who is not a developer.
 */
export interface ChecklistItem {
  id: string;
  title: string;
  howTo: string;
}

export const launchChecklist: readonly ChecklistItem[] = [
  {
    id: "custom-domain",
    title: "Custom domain",
    howTo:
      "Point your domain's DNS records to the server, set SITE_URL to that address and restart the server (it rebuilds the pages by itself). Then type the domain in a browser: this site should open.",
  },
  {
    id: "https",
    title: "HTTPS",
    howTo: "Open the site and look for the padlock next to the address. If the browser warns \"Not secure\", ask your host to turn on a certificate.",
  },
  {
    id: "sitemap",
    title: "Sitemap reachable",
    howTo: "This page fetches /sitemap.xml right now. It should list the home, kits, about and contact pages at your domain.",
  },
  {
    id: "search-console",
    title: "Search console",
    howTo: "Add the domain in Google Search Console, verify it, and submit /sitemap.xml under Sitemaps so Google finds every page.",
  },
  {
    id: "analytics",
    title: "Analytics",
    howTo: "Set GA_MEASUREMENT_ID (looks like G-XXXXXXX) and restart the server. Open the site, then check Realtime in Google Analytics: your visit should appear.",
  },
  {
    id: "form-test",
    title: "End-to-end form test",
    howTo:
      "Join the waitlist with your own email and send one contact message. Check that the sign-up reaches your spreadsheet and the message is stored.",
  },
  {
    id: "www-redirect",
    title: "www/apex redirect",
    howTo: "Open both www.yourdomain.com and yourdomain.com. Both should end on the same address; set the redirect at your DNS or hosting provider.",
  },
];

export const SITEMAP_ITEM_ID = "sitemap";
