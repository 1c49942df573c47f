import { Icon, type IconName } from "~/components/ui/icon";
import { platformLabel } from "./format";
import { gameThemes, type GameTone } from "./game-theme";

interface GameFactsProps {
  genre: string;
  platforms: readonly string[];
  releaseDate: string;
  /** The three terms (content/pages/game.yaml). */
  labels: { genre: string; platforms: string; releaseDate: string };
  tone: GameTone;
}

/** Genre, platforms and release date of a game: rows on phones, three columns above. */
export function GameFacts({ genre, platforms, releaseDate, labels, tone }: GameFactsProps) {
  const theme = gameThemes[tone];
  const facts: { icon: IconName; term: string; value: string }[] = [
    { icon: "gamepad-2", term: labels.genre, value: genre },
    { icon: "monitor-smartphone", term: labels.platforms, value: platformLabel(platforms) },
    { icon: "calendar", term: labels.releaseDate, value: releaseDate },
  ];
  return (
    <dl
      className={`grid w-full divide-y rounded-2xl border sm:grid-cols-3 sm:divide-x sm:divide-y-0 ${theme.panel} ${theme.divide}`}
    >
      {facts.map((fact) => (
        <div
          key={fact.term}
          className="flex items-center justify-between gap-4 px-4 py-3 sm:flex-col sm:items-start sm:justify-start sm:gap-1 sm:px-5 sm:py-4"
        >
          <dt className="flex items-center gap-2 text-xs font-semibold uppercase tracking-[0.16em] text-fg-muted">
            <Icon name={fact.icon} size={16} className={`shrink-0 ${theme.accent}`} />
            {fact.term}
          </dt>
          <dd className="text-right font-medium text-fg sm:text-left">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
