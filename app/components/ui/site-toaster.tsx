import { Toaster } from "react-hot-toast";

/**
 * The one Toaster of the site, configured as spec section 9 says: top-center,
 * at most 350 px wide, blank/error/custom 4000 ms, success 2000 ms, loading
 * until dismissed. react-hot-toast keeps at most 20 toasts and removes a
 * dismissed one after 1000 ms (its defaults equal the spec's limits).
 */
export const toastDurations = {
  blank: 4000,
  error: 4000,
  success: 2000,
  custom: 4000,
  loading: Infinity,
} as const;

/**
 * The contact form is the only part of the site that toasts, and it renders the
 * Toaster itself, once its first toast is due (toasts made before it mounts
 * show when it does): react-hot-toast injects its styles at run time, which
 * makes the browser recompute the style of the whole page, and no page should
 * pay for that while it loads (decisions 0008, 0018). Its toasts are
 * `position: fixed`: keep it out of elements with a transform, a filter or
 * containment (the form's ancestors have none), which would pin them to that
 * element.
 */
export function SiteToaster() {
  return (
    <Toaster
      position="top-center"
      toastOptions={{
        style: {
          maxWidth: "350px",
          background: "#13172a",
          color: "#eef0f8",
          border: "1px solid #262c4d",
        },
        removeDelay: 1000,
        blank: { duration: toastDurations.blank },
        error: { duration: toastDurations.error },
        success: { duration: toastDurations.success },
        custom: { duration: toastDurations.custom },
        loading: { duration: toastDurations.loading },
      }}
    />
  );
}
