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
    // The boot script is the page's only <script>; it imports the app's entry (hydrate) by URL after the first paint.
    rollupOptions: { input: ["app/entry.client.tsx", "app/hydrate.tsx"] },
  },
  server: {
    proxy: { "/api": `http://127.0.0.1:${process.env.API_PORT ?? 3001}` },
  },
});
