/** The production entry point (bundled to build/server/main.js by `npm run build`). */
import { boot } from "./boot";

await boot();
