import { CalendarIcon, DownloadIcon } from "~/components/ui/icons";
import { ArtVideo } from "~/components/ui/art-video";
import { buttonClass } from "~/components/ui/button-link";
import { staggerStyle } from "~/components/ui/stagger";
import type { GameCardView, GamingCatalogueView } from "~/content/products/views.server";
import { gameAccentClasses } from "./accents";
import { CheckList } from "./check-list";
import { ContentImage } from "~/components/ui/content-image";
import { platformLabel } from "./format";

interface GameCardProps {
  game: GameCardView;
  /** The card's labels (content/pages/game.yaml). */
  copy: GamingCatalogueView["card"];
  index: number;
  /** `sizes` of the art at each breakpoint. */
  sizes: string;
}

/** A catalogue card: loop or key art, facts, features and the link to the game's page. */
export function GameCard({ game, copy, index, sizes }: GameCardProps) {
  const alt = `Key art for ${game.title}`;
  return (
    <article
      style={staggerStyle(index)}
      className="enter-stagger group flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-ink-850 shadow-card transition hover:border-ember-400/50"
    >
      <div
        className={`after-first-paint relative aspect-video overflow-hidden bg-gradient-to-br ${gameAccentClasses[game.accent]}`}
      >
        {game.video ? (
          <ArtVideo
            video={game.video}
            label={alt}
            sizes={sizes}
            className="h-full w-full object-cover"
          />
        ) : (
          <ContentImage
            image={game.picture}
            alt={alt}
            sizes={sizes}
            className="h-full w-full object-cover transition duration-500 group-hover:scale-[1.03]"
          />
        )}
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 bottom-0 h-1/3 bg-gradient-to-t from-ink-850 to-transparent"
        />
        <p className="absolute left-4 top-4 inline-flex items-center gap-1.5 rounded-full bg-ink-950/85 px-3 py-1 text-xs font-semibold text-fg">
          <CalendarIcon size={14} className="text-ember-400" />
          <span className="sr-only">{`${copy.releaseDate}: `}</span>
          {game.releaseDate}
        </p>
      </div>
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <p className="text-sm font-medium text-ember-400">
          {game.genre}
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, on </span>
          <span className="text-fg-muted">{platformLabel(game.platforms)}</span>
        </p>
        <h3 className="mt-2 text-2xl font-semibold leading-tight text-fg">{game.title}</h3>
        <p className="mt-3 leading-relaxed text-fg-muted">{game.description}</p>
        <h4 className="mt-6 text-xs font-semibold uppercase tracking-[0.18em] text-fg-muted">
          {copy.featuresTitle}
        </h4>
        <CheckList items={game.features} accent="text-ember-400" className="mt-3" />
        <div className="mt-auto pt-7">
          <a href={game.path} className={buttonClass("primary")}>
            <DownloadIcon size={16} />
            {copy.download}
            <span className="sr-only"> {game.title}</span>
          </a>
        </div>
      </div>
    </article>
  );
}
