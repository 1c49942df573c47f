import { footerNavigation } from "~/content/navigation";
import { site } from "~/content/site";
import { Icon } from "../ui/icon";
import { Logo } from "../ui/logo";

const socialIconName = {
  linkedin: "linkedin",
  x: "x-brand",
  youtube: "youtube",
  instagram: "instagram",
} as const;

export function SiteFooter() {
  const groups = [footerNavigation.services, footerNavigation.company];
  return (
    <footer className="border-t border-line bg-ink-900">
      <div className="container-page grid gap-12 py-16 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr]">
        <div>
          <a href="/" className="inline-flex items-center gap-3 rounded-lg">
            <Logo className="h-9 w-9" />
            <span className="font-display text-lg font-semibold">{site.name}</span>
          </a>
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-fg-muted">{site.description}</p>
          <ul className="mt-6 flex gap-3">
            {site.social.map((social) => (
              <li key={social.name}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="social-link"
                >
                  <Icon name={socialIconName[social.icon]} size={18} />
                  <span className="sr-only">
                    {site.shortName} on {social.name} (opens in a new tab)
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>

        {groups.map((group) => (
          <nav key={group.heading} aria-label={`Footer: ${group.heading}`}>
            <h2 className="footer-heading">{group.heading}</h2>
            <ul className="mt-4 space-y-3">
              {group.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className="footer-link">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}

        <div>
          <h2 className="footer-heading">Get in touch</h2>
          <ul className="mt-4 space-y-3 text-sm text-fg-muted">
            <li className="flex items-start gap-3">
              <Icon name="mail" size={18} className="mt-0.5 shrink-0 text-brand-400" />
              <a href={`mailto:${site.contact.email}`} className="hover:text-brand-300">
                {site.contact.email}
              </a>
            </li>
            <li className="flex items-start gap-3">
              <Icon name="phone" size={18} className="mt-0.5 shrink-0 text-brand-400" />
              <a href={site.contact.phoneHref} className="hover:text-brand-300">
                {site.contact.phoneDisplay}
              </a>
            </li>
            <li className="flex items-start gap-3">
              <Icon name="map-pin" size={18} className="mt-0.5 shrink-0 text-brand-400" />
              <span>
                {site.contact.address.city}, {site.contact.address.country}
              </span>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-line">
        <div className="container-page flex flex-col gap-4 py-6 text-sm text-fg-subtle sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {site.copyrightYear} {site.name}. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <ul className="flex gap-6">
              {footerNavigation.legal.map((link) => (
                <li key={link.label}>
                  <a href={link.href} className="hover:text-brand-300">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
