import type { IconName } from "~/components/ui/icon-names";
import { site } from "../site.server";
import { fieldCopy } from "./fields";

const { contact } = site();
const { address } = contact;

export interface ContactChannel {
  icon: IconName;
  label: string;
  value: string;
  /** mailto:, tel: or absent (plain text). */
  href?: string;
  note: string;
}

/** Everything /contact shows: the hero, the info block and the form's copy and options. */
export const contactPage = {
  hero: {
    eyebrow: "Contact us",
    title: "Tell us what you want to",
    highlight: "build next.",
    intro:
      "A game, a training simulator or an AI system: describe it in a few lines and a lead from the team that would build it gets back to you within one business day, with questions, a first estimate or a time to talk.",
    formLink: { label: "Start your inquiry", href: "#inquiry-form" },
    mailLink: { label: `Email ${contact.email}`, href: `mailto:${contact.email}` },
  },

  info: {
    eyebrow: "Reach the studio",
    title: "Talk to the people who will build it",
    intro:
      "No sales funnel and no call centre. Inquiries land with the producers and technical leads of our game, simulation and AI teams in Bengaluru.",
    channels: [
      {
        icon: "mail",
        label: "Email",
        value: contact.email,
        href: `mailto:${contact.email}`,
        note: "Project briefs, RFPs and attachments are welcome.",
      },
      {
        icon: "phone",
        label: "Phone",
        // Non-breaking spaces keep the number on one line.
        value: contact.phone.replaceAll(" ", "\u00a0"),
        href: contact.phoneHref,
        note: contact.hours,
      },
      {
        icon: "map-pin",
        label: "Studio",
        value: `${address.city}, ${address.country}`,
        note: `${address.street}, ${address.city} ${address.postalCode}, ${address.region}`,
      },
    ] satisfies ContactChannel[],
    response: {
      icon: "clock" as IconName,
      title: "Response time",
      text: contact.responseTime,
    },
    stepsTitle: "What happens after you write",
    steps: [
      {
        title: "A lead reads it",
        text: "Your inquiry goes straight to the lead of the matching team, not to a shared sales inbox.",
      },
      {
        title: "A short call",
        text: "Thirty minutes on goals, audience, platforms and constraints. An NDA first if you need one.",
      },
      {
        title: "A written proposal",
        text: "Scope, milestones, team and a fixed or capped price, usually within a week of the call.",
      },
    ],
    careers: {
      text: "Looking for a job instead? Write to",
      email: contact.careersEmail,
      link: { label: "open roles", to: "/careers" },
    },
  },

  form: {
    title: "Send us an inquiry",
    intro:
      "The more we know, the better our first answer. Only the fields marked required are needed.",
    groups: {
      about: "About you",
      project: "About your project",
      message: "Your message",
    },
    fields: fieldCopy,
    required: "required",
    optional: "optional",
    privacy: {
      text: "We use your details only to answer you and keep them for 24 months. Read the",
      link: { label: "privacy policy", to: "/PrivacyPolicy" },
    },
    submit: "Send inquiry",
    submitting: "Sending...",
    success: {
      title: "Form Submitted Successfully!",
      text: `Thank you. Your inquiry is with our team. ${contact.responseTime}`,
    },
    failure: "Your inquiry was not sent. Please check your connection and try again.",
    honeypotLabel: "Leave this field empty",
    loading: {
      hero: "Loading the page header",
      info: "Loading contact details",
      form: "Loading the inquiry form",
    },
  },
} as const;

export type ContactPageContent = typeof contactPage;
