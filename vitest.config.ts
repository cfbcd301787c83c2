import { defineConfig, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config.ts";

/** Unit tests beside the code and API tests under tests/api; browser tests run under Playwright. */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      include: ["{app,domain,server,scripts}/**/*.test.{ts,tsx}", "tests/api/**/*.test.ts"],
      testTimeout: 20_000,
    },
  }),
);
