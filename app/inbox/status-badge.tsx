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
