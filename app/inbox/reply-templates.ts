/**
 * The reply templates staff choose from on an inquiry's page (decision 0027).
 * Typed data in the repository rather than rows staff edit: the wording is
 * the studio's voice to a prospective client, so a change is reviewed like
 * any other copy on the site, and there is no second editor to secure.
 *
 * Each body is what comes between the greeting's line and the quoted inquiry;
 * `{name}`, `{company}`, `{subject}` and `{sender}` are filled from the
 * inquiry and the colleague who writes (app/inbox/reply.ts).
 */
export interface ReplyTemplate {
  id: string;
  /** What the template menu shows. */
  label: string;
  body: string;
}

export const replyTemplates = [
  {
    id: "book-a-call",
    label: "Book a call",
    body: [
      "Hello {name},",
      "",
      "Thank you for telling us about “{subject}”. We would like to hear more about what {company} has in mind, and a 30-minute video call is usually the quickest way to get there.",
      "",
      "Could you suggest two or three times that suit you over the next week, with your time zone? We will send a calendar invitation with the link.",
      "",
      "Best regards,",
      "{sender}",
    ].join("\n"),
  },
  {
    id: "not-a-fit",
    label: "Not a fit",
    body: [
      "Hello {name},",
      "",
      "Thank you for thinking of us for “{subject}”. We have looked at it carefully, and it is not a project we can do justice to at the moment: it falls outside what our team builds, or our schedule does not leave room for it.",
      "",
      "We would rather say so now than keep you waiting. We wish {company} every success with it, and we would be glad to hear from you about future projects.",
      "",
      "Best regards,",
      "{sender}",
    ].join("\n"),
  },
  {
    id: "send-your-brief",
    label: "Send us your brief",
    body: [
      "Hello {name},",
      "",
      "Thank you for your inquiry about “{subject}”. To give you a useful estimate, we need a little more detail. Could you send us a short brief covering:",
      "",
      "- what you want to build, and who will use it",
      "- the platforms it must run on",
      "- your timeline and any fixed dates",
      "- your budget range, if you have one",
      "- anything we would build on (designs, code, content)",
      "",
      "A page or two is plenty, and a reply to this e-mail reaches us.",
      "",
      "Best regards,",
      "{sender}",
    ].join("\n"),
  },
] as const satisfies readonly ReplyTemplate[];

export type ReplyTemplateId = (typeof replyTemplates)[number]["id"];

/** The template a `?template=` value names, or undefined for anything else. */
export function templateById(id: string | null | undefined): ReplyTemplate | undefined {
  return replyTemplates.find((template) => template.id === id);
}
