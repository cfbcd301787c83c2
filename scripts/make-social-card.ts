/**
 * `npx tsx scripts/make-social-card.ts`: draws the brand's raster images in Chromium and writes them to
 * public/: social-card.png (1200×630, what link previews show; og:image and twitter:image point at it)
 * and apple-touch-icon.png (180×180, the home-screen icon on iPhones). Run it again after a change of
 * brand name, logo or colours, and commit the PNGs.
 */
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { parsePublicConfig } from "../domain/public-config";
import { loadDotEnv } from "../server/load-env";

loadDotEnv();
const { brandName } = parsePublicConfig(process.env);
const logoSvg = readFileSync("public/logo.svg", "utf8");

// Brand palette (app/app.css): navy 900/950, gold 400, brand-100 for quiet text.
const NAVY = "#0e2745";
const NAVY_DEEP = "#091a30";
const GOLD = "#fbbf24";
const MIST = "#dbe8f7";
const FONT = `"Liberation Sans", Arial, "Helvetica Neue", Helvetica, sans-serif`;

function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

const socialCardHtml = `<!doctype html><html><head><style>
  * { box-sizing: border-box; margin: 0; }
  body { width: 1200px; height: 630px; background: ${NAVY}; font-family: ${FONT}; color: #fff; overflow: hidden; }
  .card { position: relative; width: 100%; height: 100%; padding: 76px 96px 84px; display: flex; flex-direction: column; }
  .band { position: absolute; right: 0; top: 0; width: 360px; height: 100%; background: ${NAVY_DEEP}; }
  .band-logo { position: absolute; right: 70px; top: 185px; width: 220px; height: 220px; }
  .brand { display: flex; align-items: center; gap: 22px; font-size: 40px; font-weight: 700; letter-spacing: -0.5px; }
  .brand svg { width: 64px; height: 64px; }
  h1 { margin-top: 52px; max-width: 720px; font-size: 66px; line-height: 1.08; font-weight: 700; letter-spacing: -1.5px; }
  h1 em { font-style: normal; color: ${GOLD}; }
  .promise { margin-top: 28px; max-width: 640px; font-size: 28px; line-height: 1.35; color: ${MIST}; }
  .footer { margin-top: auto; display: flex; align-items: center; gap: 24px; font-size: 24px; color: ${MIST}; }
  .pill { background: ${GOLD}; color: ${NAVY_DEEP}; font-weight: 700; padding: 12px 24px; border-radius: 999px; }
  .rule { position: absolute; left: 0; bottom: 0; width: 840px; height: 10px; background: ${GOLD}; }
</style></head><body><div class="card">
  <div class="band"></div>
  <div class="band-logo">${logoSvg}</div>
  <div class="brand">${logoSvg}<span>${escapeText(brandName)}</span></div>
  <h1>BYU move-in kits,<br><em>ready when you are.</em></h1>
  <p class="promise">Bedding, kitchen, bath and study kits, packed for your hall. Local pickup in Provo.</p>
  <div class="footer"><span class="pill">Join early access</span><span>Early-bird pricing for the list</span></div>
  <div class="rule"></div>
</div></body></html>`;

const touchIconHtml = `<!doctype html><html><head><style>
  * { margin: 0; } body { width: 180px; height: 180px; background: ${NAVY}; }
  svg { display: block; width: 180px; height: 180px; }
</style></head><body>${logoSvg}</body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
try {
  for (const [file, html, width, height] of [
    ["public/social-card.png", socialCardHtml, 1200, 630],
    ["public/apple-touch-icon.png", touchIconHtml, 180, 180],
  ] as const) {
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
    await page.setContent(html);
    writeFileSync(file, await page.screenshot({ type: "png" }));
    console.log(`${file}: ${width}×${height}, ${Math.round(statSync(file).size / 1024)} KB`);
    await page.close();
  }
} finally {
  await browser.close();
}
