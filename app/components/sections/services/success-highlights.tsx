import { ArrowRightIcon } from "~/components/ui/interface-icons";
import { UsersIcon } from "~/components/ui/icons";
import { Icon, type IconName } from "../../ui/icon";
import { staggerStyle } from "../../ui/stagger";
import { artworkGradients, type Artwork } from "./accents";

export interface HighlightGame {
  title: string;
  /** Genre and platforms, joined by a middle dot. */
  kicker: string;
  description: string;
  href: string;
  icon: IconName;
  artwork: Artwork;
}

export interface HighlightStat {
  value: string;
  label: string;
  description: string;
}

interface SuccessHighlightsProps {
  games: readonly HighlightGame[];
  stat: HighlightStat;
  /** The text under each game. */
  linkLabel: string;
}

/** The studio's own games and the headline number behind them. */
export function SuccessHighlights({ games, stat, linkLabel }: SuccessHighlightsProps) {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      {games.map((game, index) => (
        <article
          key={game.href}
          style={staggerStyle(index)}
          className="enter-stagger group relative overflow-hidden rounded-[var(--radius-card)] border border-line bg-ink-850 transition hover:border-ember-400/60"
        >
          <div
            aria-hidden="true"
            className={`flex h-36 items-center justify-center bg-gradient-to-br ${artworkGradients[game.artwork]}`}
          >
            <Icon name={game.icon} size={52} className="text-white/85" />
          </div>
          <div className="p-6 sm:p-7">
            <p className="text-sm font-medium text-ember-400">{game.kicker}</p>
            <h3 className="mt-2 text-xl font-semibold text-fg">
              <a href={game.href} className="after:absolute after:inset-0">
                {game.title}
              </a>
            </h3>
            <p className="mt-3 leading-relaxed text-fg-muted">{game.description}</p>
            <span
              aria-hidden="true"
              className="mt-5 inline-flex items-center gap-2 text-sm font-semibold text-brand-300"
            >
              {linkLabel}
              <ArrowRightIcon size={16} className="transition group-hover:translate-x-1" />
            </span>
          </div>
        </article>
      ))}
      <div
        style={staggerStyle(games.length)}
        className="enter-stagger flex flex-col justify-center rounded-[var(--radius-card)] border border-line bg-gradient-to-br from-ink-800 via-ink-850 to-ink-900 p-8 text-center"
      >
        <UsersIcon size={32} className="mx-auto text-ember-400" />
        <p className="mt-4 font-display text-6xl font-semibold text-gradient">{stat.value}</p>
        <p className="mt-2 text-lg font-semibold text-fg">{stat.label}</p>
        <p className="mt-3 leading-relaxed text-fg-muted">{stat.description}</p>
      </div>
    </div>
  );
}
