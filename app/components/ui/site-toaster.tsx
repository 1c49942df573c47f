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

export default function SiteToaster() {
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
