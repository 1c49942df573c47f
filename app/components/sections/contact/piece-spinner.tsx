import { LoaderCircleIcon } from "~/components/ui/interface-icons";

/**
 * Shown while a lazy piece of the contact page loads (client-side navigation;
 * on a first visit the prerendered HTML is already there). Announced politely.
 */
export function PieceSpinner({ label, className = "" }: { label: string; className?: string }) {
  return (
    <div
      role="status"
      className={`flex items-center justify-center gap-3 text-fg-muted ${className}`}
    >
      <LoaderCircleIcon size={28} className="animate-spin text-brand-300" />
      <span>{label}</span>
    </div>
  );
}
