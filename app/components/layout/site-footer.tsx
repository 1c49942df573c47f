import type { LayoutData } from "~/content/layout.server";
import {
  InstagramIcon,
  LinkedinIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  XBrandIcon,
  YoutubeIcon,
} from "../ui/interface-icons";
import { Logo } from "../ui/logo";

const socialIcons = {
  linkedin: LinkedinIcon,
  x: XBrandIcon,
  youtube: YoutubeIcon,
  instagram: InstagramIcon,
};

function SocialIcon({ network }: { network: keyof typeof socialIcons }) {
  const Glyph = socialIcons[network];
  return <Glyph size={18} />;
}

/** The footer of every page: the studio, its link columns, contact details and legal links. */
export function SiteFooter({ data }: { data: LayoutData }) {
  const { studio, footer } = data;
  return (
    <footer className="border-t border-line bg-ink-900">
      <div className="container-page grid gap-12 py-16 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr]">
        <div>
          <a href="/" className="inline-flex items-center gap-3 rounded-lg">
            <Logo className="h-9 w-9" />
            <span className="font-display text-lg font-semibold">{studio.name}</span>
          </a>
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-fg-muted">
            {studio.description}
          </p>
          <ul className="mt-6 flex gap-3">
            {studio.social.map((social) => (
              <li key={social.name}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="social-link"
                >
                  <SocialIcon network={social.icon} />
                  <span className="sr-only">
                    {studio.shortName} on {social.name} (opens in a new tab)
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>

        {footer.groups.map((group) => (
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
          <h2 className="footer-heading">{footer.contactHeading}</h2>
          <ul className="mt-4 space-y-3 text-sm text-fg-muted">
            <li className="flex items-start gap-3">
              <MailIcon size={18} className="mt-0.5 shrink-0 text-brand-400" />
              <a href={`mailto:${studio.email}`} className="hover:text-brand-300">
                {studio.email}
              </a>
            </li>
            <li className="flex items-start gap-3">
              <PhoneIcon size={18} className="mt-0.5 shrink-0 text-brand-400" />
              <a href={studio.phoneHref} className="hover:text-brand-300">
                {studio.phoneDisplay}
              </a>
            </li>
            <li className="flex items-start gap-3">
              <MapPinIcon size={18} className="mt-0.5 shrink-0 text-brand-400" />
              <span>{studio.location}</span>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-line">
        <div className="container-page flex flex-col gap-4 py-6 text-sm text-fg-subtle sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {studio.copyrightYear} {studio.name}. {footer.rights}
          </p>
          <nav aria-label="Legal">
            <ul className="flex gap-6">
              {footer.legal.map((link) => (
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
