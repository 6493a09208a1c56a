import { defineConfig } from "vitest/config";
import { svelte } from "@sveltejs/vite-plugin-svelte";

// Tauri loads ui/dist through its own protocol: relative asset paths, no
// inline scripts, everything bundled (no CDN, no network fonts).
export default defineConfig({
  plugins: [svelte()],
  base: "./",
  clearScreen: false,
  server: { host: "127.0.0.1", port: 5173, strictPort: true },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2021",
    assetsInlineLimit: 0, // keep assets as files so a strict CSP never needs data: URLs
    modulePreload: { polyfill: false },
  },
  test: {
    include: ["src/**/*.test.ts"],
    setupFiles: ["src/i18n/setup-tests.ts"],
    environment: "node",
  },
});
