import { contactHref } from "../contact/options";
import { site } from "../site.server";

/**
 * A block of a legal section: a string is a paragraph, an array of strings is
 * a bulleted list. Text may contain inline links written as [label](href):
 * internal paths, #anchors and mailto: addresses.
 */
export type LegalBlock = string | readonly string[];

export interface LegalSection {
  /** Anchor id (the table of contents and other pages link to it). */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  path: "/PrivacyPolicy" | "/TermsofService";
  title: string;
  summary: string;
  /** Shown as "Last updated: <lastUpdated>" (spec section 9). */
  lastUpdated: string;
  /** The same date as ISO 8601, for the <time> element. */
  lastUpdatedIso: string;
  sections: readonly LegalSection[];
  /** A closing note under the sections (changes, related documents). */
  closing: string;
  /** The other legal document, linked from the table of contents. */
  related: { label: string; to: string };
}

export const privacyEmail = "privacy@nebulaforge.studio";

const { address } = site().contact;
const postalAddress = `${site().name}, ${address.street}, ${address.city} ${address.postalCode}, ${address.region}, ${address.country}`;
const mail = (email: string) => `[${email}](mailto:${email})`;

export const privacyPolicy: LegalDocument = {
  path: "/PrivacyPolicy",
  title: "Privacy Policy",
  summary:
    "In short: we collect only what you type into the contact form, use it only to answer you, keep it on servers we operate, delete it 24 months after our last exchange, and set no cookies.",
  lastUpdated: "September 29, 2025",
  lastUpdatedIso: "2025-09-29",
  sections: [
    {
      id: "information-we-collect",
      title: "Information we collect",
      blocks: [
        `${site().name} (“we”, “us”) runs this website from Bengaluru, India. The site has no accounts or logins, and you can read every page without telling us anything about yourself. The only personal information it collects is what you choose to send through the [contact form](/contact):`,
        [
          "your full name and email address, which we need to reply;",
          "if you choose to give them, your phone number, company and country;",
          "what your inquiry is about: the inquiry type, a subject and your message;",
          "if you choose to give them, your budget range, timeline and the service you are interested in;",
          "whether you ticked the consent box, and the date and time we received the form.",
        ],
        `If you e-mail us directly, we receive your address and whatever you write. Job applications are made through our external careers form, which shows its own privacy notice.`,
      ],
    },
    {
      id: "how-we-use-it",
      title: "Why we collect it and how we use it",
      blocks: [
        "We use your inquiry for one purpose: to answer it. That means reading it, replying, asking follow-up questions, and preparing a proposal or a quote if you asked for one.",
        [
          "We process it because you asked us to: answering your inquiry is the step you requested, whether or not you tick the consent box. Ticking it records, in addition, that you agree to us keeping your details and contacting you about the inquiry as this policy describes; you can withdraw that consent at any time (see [Your rights](#your-rights)).",
          "We do not add you to a mailing list, send you newsletters or use your details for advertising.",
          "We do not use inquiries to train AI models, and we make no automated decisions about you.",
        ],
      ],
    },
    {
      id: "storage-and-access",
      title: "Where it is stored and who can see it",
      blocks: [
        `Your inquiry travels over an encrypted (HTTPS) connection and is stored in a database on servers that ${site().name} operates. It is not passed to a third-party form, CRM or marketing service.`,
        [
          "Only studio staff who handle inquiries, the people who reply to you and prepare proposals, can read them.",
          "When an inquiry arrives, a notification with its contents is e-mailed to the studio's own inbox so that the right person can reply quickly.",
          "We never sell, rent or trade your information, and never share it with anyone for their marketing.",
          "We disclose it only where the law requires us to, for example on a valid order from a court or authority in India.",
        ],
      ],
    },
    {
      id: "retention",
      title: "How long we keep it",
      blocks: [
        "We keep an inquiry for 24 months after our last exchange with you about it, so that we can pick up the conversation if you come back to us. After that it is deleted: the studio runs a regular purge that removes older inquiries from the database, and we delete the matching notification e-mails on the same schedule.",
        "If an inquiry leads to a signed contract, the details needed for that contract are kept with its records for as long as the law requires. You can ask us to delete an inquiry sooner at any time.",
      ],
    },
    {
      id: "your-rights",
      title: "Your rights: access, correction and deletion",
      blocks: [
        "You can ask us at any time to:",
        [
          "send you a copy of the information we hold about you;",
          "correct anything that is wrong or out of date;",
          "delete your inquiry and everything related to it;",
          "stop contacting you, by withdrawing your consent.",
        ],
        `Write to ${mail(privacyEmail)}, ideally from the address you used on the form, so that we can confirm the request is yours. We answer every request within 30 days, and there is no charge.`,
        "If you are not satisfied with our answer, you can raise it with the data protection authority of your country.",
      ],
    },
    {
      id: "cookies",
      title: "Cookies and technical data",
      blocks: [
        "This website sets no cookies at all: no tracking, analytics or advertising cookies, and no cookies to remember you. That is why you never see a cookie banner here.",
        [
          "Our fonts are self-hosted, and images and videos come from our own servers: the site loads nothing from Google Fonts, content delivery networks or other third parties.",
          "There are no third-party embeds: no external video players, social media widgets, maps or chat tools that could follow you around the web.",
          "Links to store pages, social networks and our careers form open those sites in a new tab, where their own privacy policies apply.",
        ],
        "To protect the contact form from abuse, our server briefly keeps the network (IP) address a submission came from, in memory or in the database, for about 10 minutes, only to limit how many submissions one address can make. It is then discarded. Our server logs record requests without IP addresses and never contain what you typed into the form.",
      ],
    },
  ],
  related: { label: "Terms of Service", to: "/TermsofService" },
  closing: `When we change how we handle information, we update this page and the date at the top. Questions about this policy: ${mail(privacyEmail)}, or by post to ${postalAddress}.`,
};

export const termsOfService: LegalDocument = {
  path: "/TermsofService",
  title: "Terms of Service",
  summary:
    "The rules for using this website: what you may do with it, who owns our games and artwork, why an inquiry or a quote is not yet a contract, and which law applies.",
  lastUpdated: "September 26, 2025",
  lastUpdatedIso: "2025-09-26",
  sections: [
    {
      id: "use-of-the-site",
      title: "Using this website",
      blocks: [
        `These terms apply to everyone who visits the ${site().name} website. By using it you accept them. You may browse the site, read it and share links to it for personal and business purposes. When you do, please do not:`,
        [
          "try to break, overload or gain unauthorised access to the site, its server or its database;",
          "use the contact form to send spam, automated submissions, or content that is unlawful, abusive or infringes someone else's rights;",
          "copy the site wholesale, scrape it at a rate that slows it down for other visitors, or present it as your own.",
        ],
        "We may limit or block access from any address that does.",
      ],
    },
    {
      id: "intellectual-property",
      title: "Intellectual property",
      blocks: [
        `This website and everything on it belong to ${site().name} or to the partners who license them to us: the text, code and design, our name and logo, and the titles, characters, stories, artwork, screenshots, videos and music of our games, including HyperFlight Arena, Sanity's Echo, Dreadful Riddles, Dreadful Realms and Project Genesis.`,
        [
          `Press, reviewers, streamers and creators may use our game art, screenshots and trailers to report on, review or play our games, as long as the material is credited to ${site().name} and not altered in a misleading way.`,
          "Any other use, for example in merchandise, advertising, other games or AI training data sets, needs our written permission.",
          "Third-party names and trademarks mentioned on this site, such as Unity, Unreal Engine and platform names, belong to their owners.",
        ],
        `For press kits or permissions, [contact us](${contactHref("press")}).`,
      ],
    },
    {
      id: "inquiries-and-quotes",
      title: "Inquiries, proposals and quotes",
      blocks: [
        "Sending an inquiry through the contact form does not create a contract and does not oblige either of us to work together.",
        [
          "Estimates, proposals and quotes we send are based on what we know at the time. They are not binding offers until both parties sign a written agreement, such as a statement of work or a services agreement.",
          "Prices, scope, timelines and deliverables are fixed only by that signed agreement, and its terms take precedence over anything on this website.",
          "Please do not send confidential material through the form. When a project needs it, we sign a non-disclosure agreement before the first detailed workshop.",
        ],
      ],
    },
    {
      id: "external-links",
      title: "Store pages and external links",
      blocks: [
        "Some links take you off this website and open in a new tab: the Wishlist buttons open a game's store page, Apply Now opens our careers form, and the social icons open our profiles on LinkedIn, X, YouTube and Instagram.",
        [
          "The store's own terms, prices, refund rules and privacy policy apply to anything you do there, including wishlisting or buying a game.",
          "We are not responsible for the content or availability of other websites, even where we link to them.",
        ],
      ],
    },
    {
      id: "liability",
      title: "Disclaimers and limitation of liability",
      blocks: [
        "We work hard to keep this website accurate and available, but it is provided “as is”, without warranties of any kind.",
        [
          "Release dates, platforms and features of our games are our current plans and may change before launch.",
          "Results we describe, such as player numbers or efficiency gains, come from specific past projects and are not a guarantee for yours.",
          `To the extent the law allows, ${site().name} is not liable for indirect or consequential loss arising from your use of this website, or for its interruptions or errors.`,
          "Nothing in these terms limits any liability or consumer right that cannot be limited under applicable law.",
        ],
      ],
    },
    {
      id: "governing-law",
      title: "Governing law and contact",
      blocks: [
        `These terms are governed by the laws of India. Any dispute arising from them or from the use of this website is subject to the exclusive jurisdiction of the courts in ${address.city}, ${address.region}.`,
        "We may update these terms from time to time. The date at the top shows the current version; using the site after a change means you accept the updated terms.",
        `Questions about these terms: write to ${mail(site().contact.email)} or by post to ${postalAddress}.`,
      ],
    },
  ],
  related: { label: "Privacy Policy", to: "/PrivacyPolicy" },
  closing:
    "How we handle the personal information you send us is described in our [Privacy Policy](/PrivacyPolicy).",
};

export const legalDocuments: readonly LegalDocument[] = [privacyPolicy, termsOfService];

/** The legal document published at a path (the path as registered, e.g. "/PrivacyPolicy"). */
export function legalDocumentFor(path: string): LegalDocument {
  const document = legalDocuments.find((entry) => entry.path === path);
  if (!document) throw new Error(`No legal document for ${path}`);
  return document;
}
