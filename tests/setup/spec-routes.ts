/**
 * The routes and the Services submenu the specification names (../shared/spec.md,
 * section 2), in its spelling: what the content must at least provide. The
 * content may add more; tests check these exist, never that nothing else does.
 */

/** The spec's registered routes (section 2), in its spelling. */
export const specRoutes = [
  "/",
  "/about",
  "/contact",
  "/products",
  "/services",
  "/PrivacyPolicy",
  "/TermsofService",
  "/Hyper",
  "/SanityEchoPrison",
  "/DreadfulRiddlesMaze",
  "/CurseOfTheHollowVillage",
  "/ForgottenAsylum",
  "/Blackvale",
  "/GenesisRetribution",
  "/products/gaming",
  "/products/ai",
  "/products/simulations",
  "/careers",
  "/services/ai",
  "/services/game-development",
  "/services/simulations",
  ...["unity", "unreal-engine", "3d-models-animations", "cinematic-vfx", "vr-ar"].map(
    (slug) => `/services/game-development/${slug}`,
  ),
  ...["defence", "health-education", "education", "space", "health", "industrial"].map(
    (slug) => `/services/simulations/${slug}`,
  ),
  ...[
    "automation",
    "agent-development",
    "chatbot-development",
    "general-use-cases",
    "requirement-automation",
    "predictive-analytics",
    "cyber-security",
    "iot",
    "ps3",
    "ps4",
    "ps5",
  ].map((slug) => `/services/ai/${slug}`),
];

/** The spec's Services submenu: each category's children (section 2, "Navigation"). */
export const specServicesMenu = {
  "/services/game-development": [
    "unity",
    "unreal-engine",
    "3d-models-animations",
    "cinematic-vfx",
    "vr-ar",
  ],
  "/services/simulations": ["defence", "health", "education", "industrial", "space"],
  "/services/ai": [
    "automation",
    "agent-development",
    "chatbot-development",
    "general-use-cases",
    "requirement-automation",
    "predictive-analytics",
    "cyber-security",
    "iot",
  ],
};
