/**
 * React DOM's `hydrateRoot` and `flushSync`, for the island to import
 * dynamically: an ES module around the CommonJS packages, so that the chunk
 * esbuild makes of them has the named exports (a dynamic import of a package
 * itself only has `default`).
 */
export { flushSync } from "react-dom";
export { hydrateRoot } from "react-dom/client";
