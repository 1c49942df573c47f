import { fill } from "~/contact/copy";
import { renderInlineMarkdown } from "~/lib/markdown.server";
import type { Content } from "../load.server";
import { site } from "../site.server";
import { inquiryFormView } from "./form";

/**
 * Everything /contact shows: the hero, the info block and the form (its frame
 * from content/pages/contact.yaml, its fields, options, error wording and
 * toasts from content/forms/inquiry.yaml). The form's part is what the form's
 * island hydrates and validates with (its props, written into the page).
 */
export function contactPageView(content: Content) {
  const { hero, info, form } = content.contact;
  const { privacy, success, ...frame } = form;
  const { contact } = site();
  const { address } = contact;
  const email = { email: contact.email };
  return {
    hero: {
      eyebrow: hero.eyebrow,
      title: hero.title,
      highlight: hero.highlight,
      intro: hero.intro,
      formLink: { label: hero.formLink, href: "#inquiry-form" },
      mailLink: { label: fill(hero.mailLink, email), href: `mailto:${contact.email}` },
    },
    info: {
      eyebrow: info.eyebrow,
      title: info.title,
      intro: info.intro,
      channels: [
        {
          icon: "mail" as const,
          label: info.email.label,
          value: contact.email,
          href: `mailto:${contact.email}`,
          note: info.email.note,
        },
        {
          icon: "phone" as const,
          label: info.phone.label,
          value: contact.phoneDisplay,
          href: contact.phoneHref,
          note: contact.hours,
        },
        {
          icon: "map-pin" as const,
          label: info.studio.label,
          value: `${address.city}, ${address.country}`,
          note: `${address.street}, ${address.city} ${address.postalCode}, ${address.region}`,
        },
      ],
      response: { title: info.response, text: contact.responseTime },
      stepsTitle: info.stepsTitle,
      steps: info.steps,
      careersHtml: renderInlineMarkdown(
        fill(info.careers, {
          careersEmail: `[${contact.careersEmail}](mailto:${contact.careersEmail})`,
        }),
      ),
    },
    form: {
      ...frame,
      privacyHtml: renderInlineMarkdown(privacy),
      success: {
        title: success.title,
        text: fill(success.text, { responseTime: contact.responseTime }),
      },
      ...inquiryFormView(content),
    },
  };
}

export type ContactPageView = ReturnType<typeof contactPageView>;
