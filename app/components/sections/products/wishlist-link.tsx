import { ExternalLinkIcon } from "~/components/ui/interface-icons";
import { HeartIcon } from "~/components/ui/icons";
import { gameThemes, type GameTone } from "./game-theme";

interface WishlistLinkProps {
  href: string;
  title: string;
  /** "Wishlist Now" (content/pages/game.yaml). */
  label: string;
  tone: GameTone;
}

/** The wishlist button: opens the game's store page in a new tab. */
export function WishlistLink({ href, title, label, tone }: WishlistLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`btn ${gameThemes[tone].wishlist}`}
    >
      <HeartIcon size={16} />
      {label}
      <span className="sr-only">: {title} on the store (opens in a new tab)</span>
      <ExternalLinkIcon size={16} />
    </a>
  );
}
