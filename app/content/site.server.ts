import { content } from "./load.server";

/**
 * The studio's identity and contact details (content/settings/site.yaml), with
 * the phone number as shown (kept on one line) and as a tel: link.
 */
export function site() {
  const settings = content().site;
  return {
    ...settings,
    contact: {
      ...settings.contact,
      phoneDisplay: settings.contact.phone.replaceAll(" ", "\u00a0"),
      phoneHref: `tel:${settings.contact.phone.replace(/[^\d+]/g, "")}`,
    },
  };
}

export type Site = ReturnType<typeof site>;
export type SocialIcon = Site["social"][number]["icon"];
