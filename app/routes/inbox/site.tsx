import { useLoaderData } from "react-router";
import type { Route } from "./+types/site";
import { requireStaff } from "~/inbox/auth.server";
import { BackupsView } from "~/inbox/backups-view";
import { ReleasesView } from "~/inbox/releases-view";

/**
 * The site's health for staff: what keeps its data safe, read from what the
 * server's own tools recorded. Read-only; each section is one view of its own,
 * and the loader gathers one field per section.
 */
export const meta: Route.MetaFunction = () => [
  { title: "Site health | Inbox" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireStaff(request, context);
  return { backups: await services.backups.status(), releases: services.releases() };
}

export default function SiteHealth() {
  const { backups, releases } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold text-fg">Site health</h1>
        <p className="text-fg-muted">
          What is live on the website and how it keeps its inquiries safe, as the server last
          recorded it. Nothing here changes anything; if something needs attention, tell whoever
          runs the server.
        </p>
      </div>
      <section aria-labelledby="releases-heading" className="space-y-3">
        <h2 id="releases-heading" className="text-xl font-semibold text-fg">
          Releases
        </h2>
        <ReleasesView releases={releases} />
      </section>
      <BackupsView status={backups} />
    </div>
  );
}
