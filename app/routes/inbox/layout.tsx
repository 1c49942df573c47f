import { isRouteErrorResponse, NavLink, Outlet, useLoaderData, useLocation } from "react-router";
import type { Route } from "./+types/layout";
import { requireStaff } from "~/inbox/auth.server";
import { statuses, statusLabels } from "~/inbox/filter";
import { BackupWarnings } from "~/inbox/backups-view";
import { quietButtonClass, StaffForm, TimeZoneContext } from "~/inbox/ui";
import { studioTimeZone } from "~/content/news/schedule";

/**
 * The signed-in part of the inbox: a header with the counts by status, the
 * audit log, the site's health, the account and sign-out, and a warning on
 * every page when the backups are late (decision 0020). Every loader below checks the session
 * again (they run side by side); this one only frames them.
 */
export const meta: Route.MetaFunction = () => [
  { title: "Inbox" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { session, services } = await requireStaff(request, context);
  const [counts, mine] = await Promise.all([
    services.inbox.countsByStatus(),
    services.inbox.total({ assignee: session.staff.id }),
  ]);
  return {
    me: { id: session.staff.id, email: session.staff.email, name: session.staff.name },
    csrf: session.csrfToken,
    counts,
    mine,
    backupWarnings: (await services.backups.status()).warnings,
    // Every time in the inbox is shown on the studio's clock (ui.tsx, When).
    timeZone: studioTimeZone(),
  };
}

/** A count with thousands separated (the same on the server and in the browser). */
const count = (n: number) => n.toLocaleString("en");

const navLink = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center gap-2 rounded-lg whitespace-nowrap px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-300 ${
    isActive ? "bg-ink-700 text-fg" : "text-fg-muted hover:bg-ink-800 hover:text-fg"
  }`;

export default function InboxLayout() {
  const { me, csrf, counts, mine, backupWarnings, timeZone } = useLoaderData<typeof loader>();
  const location = useLocation();
  const query = new URLSearchParams(location.search);
  const status = query.get("status");
  const onList = location.pathname === "/inbox";
  const mineActive = onList && !status && query.get("assignee") === String(me.id);
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  return (
    <div className="min-h-dvh">
      <header className="border-b border-line bg-ink-900">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <a
            href="/inbox"
            className="text-lg font-semibold text-fg focus-visible:outline-2 focus-visible:outline-brand-300"
          >
            Studio inbox
          </a>
          <div className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
            <span className="break-all" title={me.email}>
              {me.name.trim() || me.email}
            </span>
            <StaffForm csrf={csrf} action="/inbox/sign-out" reloadDocument>
              <button type="submit" className={quietButtonClass}>
                Sign out
              </button>
            </StaffForm>
          </div>
        </div>
        {/* The tabs wrap onto a second line on a phone: every one stays in sight. */}
        <nav aria-label="Inbox" className="mx-auto max-w-6xl px-2 pb-2 sm:px-4">
          <ul className="flex flex-wrap gap-1">
            <li>
              <NavLink
                to="/inbox"
                end
                className={() => navLink({ isActive: onList && !status && !query.get("assignee") })}
              >
                All <span className="rounded bg-ink-950 px-1.5 text-xs">{count(total)}</span>
              </NavLink>
            </li>
            <li>
              <NavLink
                to={`/inbox?assignee=${me.id}`}
                className={() => navLink({ isActive: mineActive })}
              >
                Mine{" "}
                <span
                  className="rounded bg-ink-950 px-1.5 text-xs"
                  aria-label={
                    mine.count === 1
                      ? "1 inquiry"
                      : `${mine.exact ? "" : "more than "}${count(mine.count)} inquiries`
                  }
                >
                  {count(mine.count)}
                  {mine.exact ? "" : "+"}
                </span>
              </NavLink>
            </li>
            {statuses.map((value) => (
              <li key={value}>
                <NavLink
                  to={`/inbox?status=${value}`}
                  className={() => navLink({ isActive: onList && status === value })}
                >
                  {statusLabels[value]}{" "}
                  <span
                    className="rounded bg-ink-950 px-1.5 text-xs"
                    aria-label={
                      counts[value] === 1 ? "1 inquiry" : `${count(counts[value])} inquiries`
                    }
                  >
                    {count(counts[value])}
                  </span>
                </NavLink>
              </li>
            ))}
            <li>
              <NavLink to="/inbox/insights" className={navLink}>
                Insights
              </NavLink>
            </li>
            <li>
              <NavLink to="/inbox/audit" className={navLink}>
                Audit log
              </NavLink>
            </li>
            <li>
              <NavLink to="/inbox/blocked" className={navLink}>
                Blocked
              </NavLink>
            </li>
            <li>
              <NavLink to="/inbox/site" className={navLink}>
                Site
              </NavLink>
            </li>
            <li>
              <NavLink to="/inbox/account" className={navLink}>
                Account
              </NavLink>
            </li>
          </ul>
        </nav>
      </header>
      <main id="main-content" className="mx-auto max-w-6xl px-4 py-6 sm:px-6">
        {backupWarnings.length > 0 && location.pathname !== "/inbox/site" ? (
          <aside aria-label="Site health" className="mb-6">
            <BackupWarnings warnings={backupWarnings} />
            <p className="mt-2 text-sm">
              <a href="/inbox/site" className="text-brand-300 underline">
                See the site&rsquo;s health
              </a>
            </p>
          </aside>
        ) : null}
        <TimeZoneContext value={timeZone}>
          <Outlet />
        </TimeZoneContext>
      </main>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const text =
    isRouteErrorResponse(error) && typeof error.data === "string"
      ? error.data
      : status === 404
        ? "There is no such inquiry: it may have been erased."
        : "Something went wrong.";
  return (
    <main id="main-content" className="mx-auto max-w-xl px-5 py-16">
      <h1 className="text-2xl font-semibold text-fg">
        {status === 404 ? "Not found" : "That did not work"}
      </h1>
      <p className="mt-4 text-fg-muted">{text}</p>
      <p className="mt-6">
        <a href="/inbox" className="text-brand-300 underline">
          Back to the inbox
        </a>
      </p>
    </main>
  );
}
