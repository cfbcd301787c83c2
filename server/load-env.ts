import { existsSync } from "node:fs";
import { resolve } from "node:path";

/**
 * Reads `.env` from the working directory into process.env when the file exists. Variables already
 * set in the environment win, so a deployment's real environment overrides the file.
 */
export function loadDotEnv(file = resolve(process.cwd(), ".env")): void {
  if (existsSync(file)) process.loadEnvFile(file);
}
