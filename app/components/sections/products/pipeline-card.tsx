import { ClockIcon } from "~/components/ui/interface-icons";
import { staggerStyle } from "~/components/ui/stagger";
import type { ImageView } from "~/lib/media.server";
import { ContentImage } from "~/components/ui/content-image";

interface PipelineCardProps {
  item: { title: string; genre: string; description: string; quarter: string; picture: ImageView };
  index: number;
  sizes: string;
}

/** A game in development: concept art, release window, title and pitch. */
export function PipelineCard({ item, index, sizes }: PipelineCardProps) {
  return (
    <article
      style={staggerStyle(index)}
      className="enter-stagger flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-ink-850 shadow-card"
    >
      <div className="after-first-paint relative aspect-video overflow-hidden bg-ink-800">
        <ContentImage
          image={item.picture}
          alt={`Concept art for ${item.title}`}
          sizes={sizes}
          className="h-full w-full object-cover"
        />
        <p className="absolute right-4 top-4 inline-flex items-center gap-1.5 rounded-full bg-ink-950/85 px-3 py-1 text-xs font-semibold text-fg">
          <ClockIcon size={14} className="text-brand-300" />
          <span className="sr-only">Release window: </span>
          {item.quarter}
        </p>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-medium text-brand-300">{item.genre}</p>
        <h3 className="mt-2 text-xl font-semibold text-fg">{item.title}</h3>
        <p className="mt-3 text-sm leading-relaxed text-fg-muted">{item.description}</p>
      </div>
    </article>
  );
}
