/** Runs the Google stand-in as its own process (the browser tests start it through Playwright). */
import { startGoogleFake } from "./google-fake";

const fake = await startGoogleFake({ port: Number(process.env.FAKE_GOOGLE_PORT ?? 4174) });
console.log(`Google stand-in listening on ${fake.url}`);
process.once("SIGTERM", () => void fake.close().then(() => process.exit(0)));
