// Starts the built server from BUILD_DIR (default build/), the directory `npm run build` wrote.
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

await import(pathToFileURL(resolve(process.env.BUILD_DIR || "build", "server/main.js")).href);
