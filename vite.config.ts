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
    // /contact, the one page that hydrates, fetches its modules before its first
    // paint, and on a phone every request is a round trip: React, React DOM and
    // React Router are one file, the root layout and the contact route with what
    // they import another (instead of a chunk per shared module: 11 requests → 7).
    // Only the route entries React Router names stay files of their own, as
    // re-exports of these (docs/decisions/0017).
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: (id) =>
                    /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/.test(id) ||
                    id.startsWith("\0vite/"),
                },
                { name: "page", test: /app[\\/](root|routes[\\/]contact)\.tsx/ },
              ],
            },
          },
        },
      },
    },
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
});
