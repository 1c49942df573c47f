import { SearchIcon } from "~/components/ui/interface-icons";
import type { SearchBoxCopy } from "~/content/layout.server";

/**
 * The site search's field: a plain GET form to /search, so it works without
 * JavaScript and loads nothing on the page it sits in (the index loads on
 * /search only, under that page's policy: docs/decisions/0024).
 */
export function SearchBox({
  copy,
  id,
  className = "",
  defaultValue,
  name,
}: {
  copy: SearchBoxCopy;
  id: string;
  className?: string;
  defaultValue?: string;
  /** The search landmark's name, when the page has another search form (the header's). */
  name?: string;
}) {
  return (
    <form
      role="search"
      aria-label={name ?? copy.label}
      action="/search"
      method="get"
      className={`search-box ${className}`}
    >
      <label htmlFor={id} className="sr-only">
        {copy.label}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={defaultValue}
        placeholder={copy.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
        className="search-input"
      />
      <button type="submit" className="search-submit" aria-label={copy.button}>
        <SearchIcon size={18} />
      </button>
    </form>
  );
}
