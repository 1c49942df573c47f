import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { browserScript } from "./scripts/vite/browser-script.ts";

export default defineConfig({
  plugins: [browserScript(), tailwindcss(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  // React Router's custom-server pattern: the server build's entry is the Express
  // app (server/app.ts), which imports the route build itself, so the app, its
  // contexts and the routes are one module graph (decision 0014).
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
});
