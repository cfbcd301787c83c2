import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { parsePublicConfig } from "./domain/public-config.ts";
import { loadDotEnv } from "./server/load-env.ts";

loadDotEnv();
const publicConfig = parsePublicConfig(process.env);

/** Client bundle; `vite build --ssr app/entry.server.tsx` reuses this file for the prerender bundle. */
export default defineConfig({
  plugins: [tailwindcss(), react()],
  define: { __PUBLIC_CONFIG__: JSON.stringify(publicConfig) },
  build: {
    outDir: "build/client",
    manifest: true,
    target: "es2022",
    rollupOptions: { input: "app/entry.client.tsx" },
  },
  server: {
    proxy: { "/api": `http://127.0.0.1:${process.env.API_PORT ?? 3001}` },
  },
});
