/**
 * The studio's identity and the places staff set real URLs (see README,
 * "Content the studio sets"). Pure data: safe to import anywhere.
 */
export const site = {
  name: "Nebula Forge Studios",
  shortName: "Nebula Forge",
  tagline: "Games, simulations and AI systems, engineered to ship.",
  description:
    "Nebula Forge Studios builds games, real-time simulations and AI systems for players, trainers and enterprises, from first prototype to live operations.",
  locale: "en",
  foundingYear: 2019,
  contact: {
    email: "hello@nebulaforge.studio",
    careersEmail: "careers@nebulaforge.studio",
    phone: "+91 80 4718 2290",
    /** The number as shown: non-breaking spaces keep it on one line. */
    phoneDisplay: "+91\u00a080\u00a04718\u00a02290",
    phoneHref: "tel:+918047182290",
    responseTime: "We answer every inquiry within one business day.",
    hours: "Monday to Friday, 9:30 to 18:30 IST",
    address: {
      street: "4th Floor, Prestige Tech Terraces, 80 Feet Road, Koramangala",
      city: "Bengaluru",
      region: "Karnataka",
      postalCode: "560034",
      country: "India",
      countryCode: "IN",
    },
  },
  /** External form used by "Apply Now" and "Send Us Your Resume" on /careers. */
  careersFormUrl: "https://forms.nebulaforge.studio/careers",
  social: [
    {
      name: "LinkedIn",
      href: "https://www.linkedin.com/company/nebula-forge-studios",
      icon: "linkedin",
    },
    { name: "X", href: "https://x.com/nebulaforgehq", icon: "x" },
    { name: "YouTube", href: "https://www.youtube.com/@nebulaforgestudios", icon: "youtube" },
    { name: "Instagram", href: "https://www.instagram.com/nebulaforgestudios", icon: "instagram" },
  ],
  copyrightYear: 2025,
} as const;

export type SocialIcon = (typeof site.social)[number]["icon"];
