import type { ContactServices } from "./contact/services";

/** What the Express server hands to every loader and action (see server/app.ts). */
declare module "react-router" {
  interface AppLoadContext {
    /** Per-request nonce for the CSP of server-rendered responses. */
    cspNonce?: string;
    /** Storage, rate limit and logging for the contact action (absent while prerendering). */
    contact?: ContactServices;
  }
}

export {};
