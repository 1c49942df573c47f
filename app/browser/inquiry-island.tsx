/**
 * The contact form's island (docs/decisions/0018): hydrates the form the server
 * rendered into /contact with the same component and the same props (read from
 * the JSON beside it), so nothing the visitor sees changes. No React Router:
 * the form posts to the route's action itself (contact/post-inquiry.ts).
 * Loaded by browser/islands.ts after the first paint; bundled by
 * scripts/vite/browser-script.ts into this entry and the chunks it imports.
 *
 * The work is cut into three tasks, none of them long on a slow phone: React
 * DOM is evaluated in one, the form's code (the schema, the toasts) in the
 * next, and hydration in the third. Hydration is synchronous (`flushSync`:
 * render, commit and effects at once). As a transition, in slices of 5 ms, it
 * took twice as long in all: the browser drew frames between the slices (at
 * 4.9x, a median of 69 ms against 37 ms in one task, which stays under the
 * 50 ms of a long task; docs/decisions/0018). Values typed before hydration
 * are kept (React reads them from the DOM).
 */
import { useEffect } from "react";
import { INQUIRY_ISLAND_ID, INQUIRY_ISLAND_PROPS_ID } from "~/contact/island";

const container = document.getElementById(INQUIRY_ISLAND_ID);
const propsScript = document.getElementById(INQUIRY_ISLAND_PROPS_ID);

/** Lets the browser run what waits (input, rendering) before the next piece of work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Marks the container once React has hydrated it (tests and the bench wait for it). */
function Hydrated() {
  useEffect(() => {
    performance.mark("inquiry-island:hydrated");
    container?.setAttribute("data-hydrated", "");
  }, []);
  return null;
}

if (container && propsScript?.textContent) {
  const { flushSync, hydrateRoot } = await import("./hydrate-root");
  await nextTask();
  const { default: ContactForm } = await import("~/components/sections/contact/contact-form");
  await nextTask();
  const props = JSON.parse(propsScript.textContent) as Parameters<typeof ContactForm>[0];
  performance.mark("inquiry-island:hydrate");
  flushSync(() => {
    hydrateRoot(
      container,
      <>
        <ContactForm {...props} />
        <Hydrated />
      </>,
    );
  });
}
