/**
 * React DOM's `hydrateRoot`, for the island to import dynamically: an ES module
 * around the CommonJS package, so that the chunk esbuild makes of it has the
 * named export (a dynamic import of the package itself only has `default`).
 */
export { hydrateRoot } from "react-dom/client";
