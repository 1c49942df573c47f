/**
 * The one inline script of every page, in <head>; every policy allows it by its
 * hash (server/security-headers.ts), like the speculation rules. It is a
 * constant: what differs per build (the enhancement's URL) is read from the
 * element's `data-enhance`. Two jobs, neither of which may hold back the
 * first paint (docs/decisions/0017):
 *
 *  - When an earlier page of this browser has fetched the display face,
 *    `<html data-display-face>` switches headings to it (fonts.css): it comes
 *    from the cache, inside the `font-display: optional` window. On a first
 *    visit headings stay in the interface face for that page, so nothing
 *    waits for the download and nothing re-flows when it ends.
 *  - Once the first contentful paint is on screen, it loads the progressive
 *    enhancement (browser/enhance.ts), which then fetches the display face
 *    for the next pages. Browsers without paint timing load it when the
 *    document is parsed.
 */
export const DISPLAY_FACE_FAMILY = "Space Grotesk Variable";
/**
 * The sessionStorage key that says the display face is in the browser's cache.
 * Session storage, not local: it ends with the tab, and so does not outlive a
 * cleared cache for long (a face that is flagged but not cached is fetched
 * ahead of the first paint, which this whole arrangement exists to avoid).
 */
export const DISPLAY_FACE_CACHED_KEY = "nf:display-face";

export const bootScript =
  "(function(script){" +
  "var root=document.documentElement;" +
  `try{if(sessionStorage.getItem(${JSON.stringify(DISPLAY_FACE_CACHED_KEY)}))root.setAttribute("data-display-face","")}catch(error){}` +
  "function enhance(){" +
  'var module=document.createElement("script");' +
  'module.type="module";module.src=script.getAttribute("data-enhance");' +
  "document.head.appendChild(module)}" +
  "var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];" +
  'if(types.indexOf("paint")<0)return document.addEventListener("DOMContentLoaded",enhance);' +
  "new PerformanceObserver(function(list,observer){" +
  'if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();enhance()}' +
  '}).observe({type:"paint",buffered:true})' +
  "})(document.currentScript)";
