import type { ServiceDetailGroup } from "../types";

/**
 * PlayStation development and porting (/services/ai/ps3, ps4, ps5). The paths
 * sit under /services/ai in the spec; the work belongs to the game practice.
 * Platform work happens under the client's or publisher's own PlayStation
 * developer agreement: the copy must never claim a Sony partnership.
 */
export const playstationDetails: ServiceDetailGroup = {
  eyebrow: "Console Development",
  tone: "ember",
  back: { name: "All game development services", path: "/services/game-development" },
  inquiryType: "game-development",
  inquiryLabel: "Discuss your console project",
  ctaText:
    "Tell us about the game, its engine and the PlayStation hardware you are targeting. A console engineer will reply within one business day.",
  records: [
    {
      path: "/services/ai/ps3",
      label: "PlayStation 3",
      title: "PlayStation 3 Legacy Development & Remasters",
      subtitle:
        "Source recovery, preservation and remasters for PlayStation 3-era games, bringing Cell-era code and assets to today's consoles and PC.",
      description:
        "Many well-loved games were built for the PlayStation 3's Cell Broadband Engine, with work split between the main PPU and SPU jobs that no modern platform can run. We audit those codebases, recover and rebuild their assets, and port the engine to current consoles and PC, rewriting SPU job code as portable multithreaded systems. We work for the game's rights holder, under their or their publisher's platform agreements and development hardware.",
      whyChooseUs: [
        "Engineers who understand the Cell PPU and SPU architecture and the memory limits of the era",
        "Recovery of archived projects, including rebuilding lost toolchains and build scripts",
        "SPU job code rewritten as task-based systems for modern multi-core CPUs",
        "Remaster pipelines that upscale textures, rebuild models and add high-resolution, high-frame-rate modes",
        "The original's feel, timing and art direction preserved unless you ask us to change them",
      ],
      useCases: [
        {
          title: "Remaster for PS5 and PC",
          description:
            "A PS3-era title rebuilt with 4K output, 60 fps targets, modern control options and its trophy list re-implemented.",
        },
        {
          title: "Codebase audit and archival",
          description:
            "A legacy project documented, made to build again and archived, so it can be maintained or ported years from now.",
        },
        {
          title: "Collections and compilations",
          description:
            "Several legacy games packaged as one release, with a shared launcher, consistent menus and modern save systems.",
        },
      ],
      relatedServices: [
        { name: "PlayStation 4 Development & Porting", path: "/services/ai/ps4" },
        { name: "PlayStation 5 Development", path: "/services/ai/ps5" },
        { name: "3D Models & Animations", path: "/services/game-development/3d-models-animations" },
      ],
    },
    {
      path: "/services/ai/ps4",
      label: "PlayStation 4",
      title: "PlayStation 4 Development & Porting",
      subtitle:
        "PS4 and PS4 Pro development, ports from PC and other consoles, and performance work for one of the largest console audiences.",
      description:
        "The PlayStation 4 family still has a huge installed base, and many games launch on it alongside PS5. We port Unity, Unreal and custom-engine games to PS4, rework memory, streaming and rendering for the base console's CPU and hard drive, and add PS4 Pro enhancements. Builds are checked against Sony's technical requirements before submission, under your or your publisher's developer agreement.",
      whyChooseUs: [
        "Profiling for the base PS4's eight-core Jaguar CPU and mechanical hard drive",
        "PS4 Pro enhanced modes with higher resolution or frame-rate targets",
        "Pre-submission compliance passes against Sony's technical requirements checklist",
        "Platform features done properly: trophies, save data, PlayStation Network sign-in and entitlements",
        "Cross-generation builds that share one codebase with your PS5 version",
      ],
      useCases: [
        {
          title: "PC to PS4 port",
          description:
            "Input, UI, save systems and performance reworked so a PC game plays naturally on a controller and a television.",
        },
        {
          title: "Cross-generation launch",
          description:
            "PS4 and PS5 versions shipped together from one codebase, each making the most of its own hardware.",
        },
        {
          title: "Performance rescue",
          description:
            "Frame-rate and loading fixes for a PS4 build that is missing its targets late in development.",
        },
        {
          title: "Certification support",
          description:
            "Compliance reviews before submission, and fast fixes when a submission comes back with issues.",
        },
      ],
      relatedServices: [
        { name: "PlayStation 5 Development", path: "/services/ai/ps5" },
        { name: "PlayStation 3 Legacy Development & Remasters", path: "/services/ai/ps3" },
        { name: "Unity Game Development", path: "/services/game-development/unity" },
      ],
    },
    {
      path: "/services/ai/ps5",
      label: "PlayStation 5",
      title: "PlayStation 5 Development",
      subtitle:
        "PS5 games and ports that use what makes the console special: DualSense haptics, adaptive triggers, SSD streaming and Tempest 3D audio.",
      description:
        "A good PS5 version feels different in the hands. We design DualSense haptic and adaptive-trigger profiles for weapons, vehicles and surfaces, rebuild streaming around the console's SSD for near-instant loading, and mix spatial sound for Tempest 3D AudioTech. We add Activities that take players straight into the content they choose, and tune performance and fidelity modes for 4K televisions, all under your or your publisher's developer agreement.",
      whyChooseUs: [
        "Haptics and adaptive triggers designed as part of game feel, not bolted on at the end",
        "Asset streaming rebuilt for the SSD, turning loading screens into seconds",
        "Tempest 3D AudioTech mixes tested on headphones and television speakers",
        "Activities and trophies wired to your progression so console features feel native",
        "Performance and fidelity modes, with ray tracing and 120 Hz options where budgets allow",
        "PS5 Pro enhanced builds, including PlayStation Spectral Super Resolution upscaling",
      ],
      useCases: [
        {
          title: "Native PS5 port",
          description:
            "A PC or PS4 game brought to PS5 with DualSense features, fast loading and 4K performance modes.",
        },
        {
          title: "PS4 to PS5 upgrade",
          description:
            "An upgrade path for existing players, with save transfer, enhanced visuals and new controller feedback.",
        },
        {
          title: "DualSense feel pass",
          description:
            "A focused engagement that adds haptic and trigger feedback to a PS5 game already in production.",
        },
        {
          title: "Atmospheric action and horror",
          description:
            "Games where 3D audio and controller feedback do as much for immersion as the graphics, as in our own horror titles.",
        },
      ],
      relatedServices: [
        { name: "PlayStation 4 Development & Porting", path: "/services/ai/ps4" },
        { name: "Unreal Engine Development", path: "/services/game-development/unreal-engine" },
        { name: "Cinematic VFX & Trailers", path: "/services/game-development/cinematic-vfx" },
      ],
    },
  ],
};
