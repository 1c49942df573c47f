import { ArrowRightIcon, MailIcon } from "~/components/ui/interface-icons";
import { PageHero } from "~/components/sections/page-hero";
import type { ContactPageView } from "~/content/contact/page.server";

/** The top of /contact (a lazy piece): the page's h1 and the two ways to start. */
export default function ContactHero({ hero }: { hero: ContactPageView["hero"] }) {
  return (
    <PageHero
      heading={hero}
      actions={
        <>
          <a href={hero.formLink.href} className="btn btn-primary">
            {hero.formLink.label}
            <ArrowRightIcon size={16} />
          </a>
          <a href={hero.mailLink.href} className="btn btn-secondary">
            <MailIcon size={16} />
            {hero.mailLink.label}
          </a>
        </>
      }
    />
  );
}
