import type { PageEntry } from "../page-entry";

/** About, Careers, Privacy Policy and Terms of Service (issue 3). */
export const companyPages: readonly PageEntry[] = [
  {
    path: "/about",
    module: "routes/about.tsx",
    id: "about",
    label: "About Us",
    title: "About Us",
    description:
      "Founded in Bengaluru in 2019 by game developers: our mission, our values and the journey from training simulators and AI to our own games.",
  },
  {
    path: "/careers",
    module: "routes/careers.tsx",
    id: "careers",
    label: "Careers",
    title: "Careers",
    description:
      "Open positions at Nebula Forge Studios in Bengaluru: gameplay, Unreal, VR/AR, AI/ML, art, design and QA roles, with our values, benefits and hiring process.",
  },
  {
    path: "/PrivacyPolicy",
    module: "routes/legal-page.tsx",
    id: "privacy-policy",
    label: "Privacy Policy",
    title: "Privacy Policy",
    description:
      "What the contact form collects, why, where it is stored, how long we keep it, how to have it deleted, and why this website sets no cookies at all.",
  },
  {
    path: "/TermsofService",
    module: "routes/legal-page.tsx",
    id: "terms-of-service",
    label: "Terms of Service",
    title: "Terms of Service",
    description:
      "The terms for using the Nebula Forge Studios website: our games' intellectual property, quotes and proposals, external store links, liability and governing law.",
  },
];
