import { isStatus, statusLabels } from "./filter";

const tones: Record<string, string> = {
  new: "border-brand-400 text-brand-300",
  "in-progress": "border-violet-400 text-violet-400",
  replied: "border-fg-muted text-fg-muted",
  archived: "border-line text-fg-subtle",
  spam: "border-blood-400 text-blood-400",
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${tones[status] ?? ""}`}
    >
      {isStatus(status) ? statusLabels[status] : status}
    </span>
  );
}

/** The flag of an inquiry past the one-business-day promise: words, not only a colour. */
export function LateBadge() {
  return (
    <span className="rounded-full border border-blood-400 bg-blood-900 px-2 py-0.5 text-xs font-semibold text-fg">
      Past the promise
    </span>
  );
}
