/**
 * The search page in the browser (loaded by browser/enhance.ts on /search only):
 * asks the server as the visitor types (/search/results?q=, the same index and
 * matching as the page the server renders without JavaScript: the same pages
 * either way, one typo forgiven), and draws the results into the page's own list
 * as the server draws them (components/sections/search/search-view.tsx).
 * Arrow keys move from the field through the results and back; Escape goes back
 * to the field, or empties it. The status line (aria-live) says how many pages
 * matched. The address bar follows the query (history.replaceState); the server
 * never logs it.
 */
import type { SearchResult } from "~/lib/site-search";
import { SEARCH_RESULTS_PATH } from "~/content/search/pages";

interface ResultsCopy {
  count: string;
  one: string;
  none: string;
  noneHelp: string;
  unavailable: string;
  more: string;
}

const PAGE_SIZE = 10;
const root = document.querySelector<HTMLElement>("[data-search-page]")!;
const copy = JSON.parse(root.dataset.copy ?? "{}") as ResultsCopy;
const form = root.querySelector<HTMLFormElement>("form[role=search]")!;
const input = form.querySelector<HTMLInputElement>("input[name=q]")!;
const status = root.querySelector<HTMLElement>("[data-search-status]")!;
const help = root.querySelector<HTMLElement>("[data-search-help]")!;
const list = root.querySelector<HTMLOListElement>("[data-search-results]")!;
const more = root.querySelector<HTMLButtonElement>("[data-search-more]")!;

/** Waits this long after a keystroke before asking (typing on sends one request). */
const TYPING_PAUSE_MS = 150;
let pending: AbortController | undefined;

let shown: SearchResult[] = [];
let drawn = 0;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));

function resultItem(result: SearchResult): HTMLLIElement {
  const item = document.createElement("li");
  item.className = "search-result";
  const section = document.createElement("p");
  section.className = "search-section";
  section.textContent = result.section;
  const title = document.createElement("h2");
  title.className = "search-title";
  const link = document.createElement("a");
  link.href = result.url;
  link.textContent = result.title;
  title.append(link);
  const excerpt = document.createElement("p");
  excerpt.className = "search-excerpt";
  // Text nodes and marks, never HTML.
  excerpt.append(
    ...result.excerpt.map((part) => {
      if (!part.mark) return document.createTextNode(part.text);
      const mark = document.createElement("mark");
      mark.textContent = part.text;
      return mark;
    }),
  );
  item.append(section, title, excerpt);
  return item;
}

function drawMore() {
  const next = shown.slice(drawn, drawn + PAGE_SIZE);
  list.append(...next.map(resultItem));
  drawn += next.length;
  more.hidden = drawn >= shown.length;
}

/** The server's results for `query`; undefined when a later keystroke replaced this search. */
async function answer(query: string): Promise<SearchResult[] | undefined> {
  pending?.abort();
  if (!query) return [];
  const controller = (pending = new AbortController());
  await new Promise((resolve) => setTimeout(resolve, TYPING_PAUSE_MS));
  if (controller.signal.aborted) return undefined;
  const url = new URL(SEARCH_RESULTS_PATH, location.href);
  url.searchParams.set("q", query);
  try {
    const response = await fetch(url, { signal: controller.signal });
    if (!response.ok) throw new Error(`the search answered ${response.status}`);
    return ((await response.json()) as { results: SearchResult[] }).results;
  } catch (error) {
    if (controller.signal.aborted) return undefined;
    // Offline, or too many searches at once: the list no longer matches the field, so
    // it goes, and the status line says so (read out); the next keystroke or Enter
    // asks again.
    console.error("Search failed:", error);
    shown = [];
    drawn = 0;
    list.replaceChildren();
    more.hidden = true;
    help.hidden = true;
    status.textContent = copy.unavailable;
    return undefined;
  }
}

async function search(query: string) {
  const found = await answer(query);
  if (!found || input.value.trim() !== query) return;
  shown = found;
  drawn = 0;
  list.replaceChildren();
  drawMore();
  status.textContent = query
    ? fill(shown.length === 1 ? copy.one : shown.length === 0 ? copy.none : copy.count, {
        count: shown.length,
        query,
      })
    : "";
  help.hidden = !query || shown.length > 0;
}

function followQuery() {
  const query = input.value.trim();
  const url = new URL(location.href);
  if (query) url.searchParams.set("q", query);
  else url.searchParams.delete("q");
  history.replaceState(history.state, "", url);
  search(query).catch((error: unknown) => console.error("Search failed:", error));
}

input.addEventListener("input", followQuery);
form.addEventListener("submit", (event) => {
  event.preventDefault();
  followQuery();
});
more.addEventListener("click", () => {
  const first = list.children.length;
  drawMore();
  list.children[first]?.querySelector("a")?.focus();
});

const links = () => [...list.querySelectorAll<HTMLAnchorElement>(".search-title a")];
root.addEventListener("keydown", (event) => {
  const target = event.target as HTMLElement;
  const all = links();
  const at = all.indexOf(target as HTMLAnchorElement);
  if (event.key === "ArrowDown" && (target === input || at >= 0)) {
    const next = all[at + 1];
    if (next) {
      event.preventDefault();
      next.focus();
    }
  } else if (event.key === "ArrowUp" && at >= 0) {
    event.preventDefault();
    (all[at - 1] ?? input).focus();
  } else if (event.key === "Escape" && at >= 0) {
    input.focus();
  } else if (event.key === "Escape" && target === input && input.value) {
    event.preventDefault();
    input.value = "";
    followQuery();
  }
});

// A query typed before this script arrived, or one the server answered: the browser takes over.
if (input.value.trim() && list.children.length === 0) followQuery();

export {};
