import type { ServiceDetailGroup } from "../types";

/** The five game-development service pages under /services/game-development. */
export const gameDevelopmentDetails: ServiceDetailGroup = {
  eyebrow: "Game Development",
  tone: "ember",
  back: { name: "All game development services", path: "/services/game-development" },
  inquiryType: "game-development",
  inquiryLabel: "Discuss your game",
  ctaText:
    "Share the game, the platforms and the date you are aiming for. A lead developer will reply within one business day with questions and a first plan.",
  records: [
    {
      path: "/services/game-development/unity",
      label: "Unity",
      title: "Unity Game Development",
      subtitle:
        "Cross-platform Unity games that hold their frame rate on a mid-range phone and still look sharp on a 4K screen.",
      description:
        "Our Unity team takes games from a first greybox to store launch on PC, console, mobile and XR. We write C# on the Universal and High Definition render pipelines, reach for DOTS when the simulation load calls for it, and use Addressables for content that ships after launch. You get a playable build every week, profiler captures at every milestone and source code that lives in your own repository.",
      whyChooseUs: [
        "Engineers who ship the studio's own games, so they know what a store launch really demands",
        "Performance budgets agreed in week one and checked on real target devices every sprint",
        "URP and HDRP expertise, with custom shaders in Shader Graph and HLSL",
        "Multiplayer on Netcode for GameObjects, Photon or dedicated servers, chosen to fit your player counts",
        "Clean, documented C# architecture that your own team can maintain after hand-over",
        "Store submission, platform certification and live-ops tooling planned from the start",
      ],
      useCases: [
        {
          title: "Free-to-play mobile games",
          description:
            "Casual and mid-core titles with Addressables-based content updates, remote config, ad mediation and in-app purchases wired in from the first build.",
        },
        {
          title: "Cross-platform ports",
          description:
            "An existing Unity game brought to consoles, mobile or the browser, with input, UI scaling and memory budgets reworked for each platform.",
        },
        {
          title: "Serious games and training apps",
          description:
            "Gamified learning and training modules that use Unity's reach to run on tablets, WebGL browsers and standalone headsets from one project.",
        },
        {
          title: "Co-development for your studio",
          description:
            "Senior Unity engineers who join your team mid-production to clear a backlog of features, optimisation work or platform bugs.",
        },
      ],
      relatedServices: [
        { name: "Unreal Engine Development", path: "/services/game-development/unreal-engine" },
        { name: "3D Models & Animations", path: "/services/game-development/3d-models-animations" },
        { name: "VR & AR Experiences", path: "/services/game-development/vr-ar" },
        { name: "PlayStation 4 Development & Porting", path: "/services/ai/ps4" },
      ],
    },
    {
      path: "/services/game-development/unreal-engine",
      label: "Unreal Engine",
      title: "Unreal Engine Development",
      subtitle:
        "High-fidelity Unreal Engine 5 games and real-time experiences, from Nanite-dense worlds to multiplayer tuned for current hardware.",
      description:
        "We build in Unreal Engine 5 with C++ and Blueprints, using Nanite, Lumen, World Partition and the Gameplay Ability System where they earn their cost. Our engineers profile with Unreal Insights from the first sprint, so a cinematic look never comes at the price of a stuttering frame. We also rescue stalled projects: UE4 migrations, shader-compilation hitches and memory problems are familiar territory.",
      whyChooseUs: [
        "C++ engineers who read, and when necessary patch, the engine source",
        "Lumen and Nanite budgets planned per platform, with fallbacks for older GPUs",
        "Gameplay Ability System, Enhanced Input and Common UI set up so designers iterate without code changes",
        "PSO caching and shader work that removes first-run hitching on PC",
        "Dedicated-server multiplayer with replication tuned for large player counts",
        "Cinematic pipelines through Sequencer and Movie Render Queue for trailers and cutscenes",
      ],
      useCases: [
        {
          title: "Premium action and horror games",
          description:
            "Story-driven PC and console titles with dense lighting, physically based materials and in-engine cinematics: the genre our own horror games live in.",
        },
        {
          title: "UE4 to UE5 migration",
          description:
            "An existing project moved to Unreal Engine 5 without breaking content: plugin updates, renderer changes, World Partition conversion and a full performance pass.",
        },
        {
          title: "Architectural and automotive visualisation",
          description:
            "Photoreal interactive walkthroughs and product configurators, packaged for kiosks, high-end PCs or pixel streaming to any browser.",
        },
        {
          title: "Simulation on a game engine",
          description:
            "Training environments with geospatial terrain, weather and sensor views, built on the same engine and tooling as our games.",
        },
      ],
      relatedServices: [
        { name: "Unity Game Development", path: "/services/game-development/unity" },
        { name: "Cinematic VFX & Trailers", path: "/services/game-development/cinematic-vfx" },
        { name: "PlayStation 5 Development", path: "/services/ai/ps5" },
        { name: "Defence & Tactical Simulation", path: "/services/simulations/defence" },
      ],
    },
    {
      path: "/services/game-development/3d-models-animations",
      label: "3D Models & Animations",
      title: "3D Models & Animations",
      subtitle:
        "Game-ready characters, environments and props, with animation that sells weight and intent, delivered inside your engine's budgets.",
      description:
        "Our art team models, sculpts, textures and rigs in Maya, Blender, ZBrush and Substance 3D Painter, then animates by hand or from motion-capture data that we clean and retarget. Every asset arrives at the polygon, texture and bone counts your platform allows, with LODs, collision and naming that drop straight into Unity or Unreal. The style is yours to choose: stylised, realistic or anywhere in between.",
      whyChooseUs: [
        "Artists who work inside game engines every day, so assets are judged in-engine, not in a beauty render",
        "Consistent topology, UV and texel-density standards across every batch",
        "Rigs with facial controls and IK, compatible with Unreal's Mannequin and Unity's Humanoid skeletons",
        "Motion-capture clean-up and retargeting, finished with hand-keyed polish",
        "PBR texturing in Substance for realistic and stylised art directions alike",
        "Fixed per-batch pricing and a review tool where you comment on every asset",
      ],
      useCases: [
        {
          title: "Character production",
          description:
            "Hero and NPC characters from concept to rig, including outfit variations, facial blend shapes and a complete locomotion set.",
        },
        {
          title: "Environment art",
          description:
            "Modular kits, foliage and set dressing that let level designers build large spaces quickly while staying inside memory budgets.",
        },
        {
          title: "Equipment and product models",
          description:
            "Accurate, lightweight models of machines, vehicles and instruments for simulators, training courses and sales configurators.",
        },
        {
          title: "Gameplay animation sets",
          description:
            "Combat, traversal and interaction animations with root motion, blend spaces and state machines ready to wire into gameplay.",
        },
      ],
      relatedServices: [
        { name: "Cinematic VFX & Trailers", path: "/services/game-development/cinematic-vfx" },
        { name: "Unreal Engine Development", path: "/services/game-development/unreal-engine" },
        { name: "Industrial Simulation & Automation", path: "/services/simulations/industrial" },
      ],
    },
    {
      path: "/services/game-development/cinematic-vfx",
      label: "Cinematic VFX",
      title: "Cinematic VFX & Trailers",
      subtitle:
        "Real-time visual effects, in-engine cinematics and launch trailers that make a game, a simulator or a product land with impact.",
      description:
        "We design gameplay effects with Niagara, Unity's VFX Graph and custom shaders: spells, weather, destruction, muzzle flashes and the quiet ambient details that make a world feel alive. For story and marketing we direct in-engine cinematics and trailers in Sequencer or Timeline, with camera, lighting and sound planned like a short film. Every effect is profiled on target hardware, so spectacle never costs frame rate.",
      whyChooseUs: [
        "Effects artists who understand overdraw, particle counts and GPU cost, not only the look",
        "Cinematics rendered in your engine, so an update to the game updates the film",
        "Editing, colour grading and sound design handled by one team",
        "Destruction and fluid simulations authored in Houdini and baked for real-time playback",
        "Style frames and animatics approved before production, so the final cut has no surprises",
      ],
      useCases: [
        {
          title: "Reveal and launch trailers",
          description:
            "Story-led trailers for store pages, festivals and social channels, delivered in cuts for every platform's length and aspect ratio.",
        },
        {
          title: "Gameplay VFX libraries",
          description:
            "Spell, weapon, impact and environment effects with scalability settings so they still read well on low-end devices.",
        },
        {
          title: "Horror atmosphere",
          description:
            "Volumetric fog, flicker, distortion and post-processing that build dread, refined on the studio's own psychological horror titles.",
        },
        {
          title: "Simulator and product showcases",
          description:
            "Cinematic flythroughs of simulators, plants and products for trade shows, investor decks and training introductions.",
        },
      ],
      relatedServices: [
        { name: "3D Models & Animations", path: "/services/game-development/3d-models-animations" },
        { name: "Unreal Engine Development", path: "/services/game-development/unreal-engine" },
        { name: "VR & AR Experiences", path: "/services/game-development/vr-ar" },
      ],
    },
    {
      path: "/services/game-development/vr-ar",
      label: "VR & AR",
      title: "VR & AR Experiences",
      subtitle:
        "Virtual and augmented reality that is comfortable to wear and natural to use, on Meta Quest, Apple Vision Pro, PC VR and phones.",
      description:
        "We design XR around presence and comfort first: locomotion that does not make people sick, hand-tracked interactions that feel obvious and frame rates locked to the headset's refresh rate. We build with OpenXR, Unity's XR Interaction Toolkit, Unreal, ARKit and ARCore for standalone headsets, PC VR and mobile AR. Every training, game, retail or visualisation project goes through seated and standing playtests with real users.",
      whyChooseUs: [
        "Comfort-first design: teleport and smooth locomotion options, vignetting and a stable horizon",
        "Steady 72 to 120 fps on standalone headsets through draw-call and shader optimisation",
        "Hand-tracking, controller and passthrough mixed-reality interactions designed and playtested",
        "OpenXR builds that move between headset makers without a rewrite",
        "Multi-user sessions for training and collaborative design reviews",
        "Store submission for Meta Horizon and Steam, or private enterprise deployment through device management",
      ],
      useCases: [
        {
          title: "VR procedural training",
          description:
            "Safety and procedure training for plants, hospitals and armed forces, with scoring and an instructor dashboard.",
        },
        {
          title: "Room-scale VR games",
          description:
            "Action and horror experiences for home headsets and location-based venues, tuned for comfort over long sessions.",
        },
        {
          title: "AR product visualisation",
          description:
            "Furniture, machines or vehicles placed at true scale in a customer's own space from a phone or tablet.",
        },
        {
          title: "Mixed-reality design reviews",
          description:
            "Passthrough sessions where distributed teams walk around a full-size 3D model together and leave spatial notes.",
        },
      ],
      relatedServices: [
        { name: "Unity Game Development", path: "/services/game-development/unity" },
        { name: "Healthcare & Medical Simulation", path: "/services/simulations/health" },
        { name: "Educational Simulation", path: "/services/simulations/education" },
        { name: "Defence & Tactical Simulation", path: "/services/simulations/defence" },
      ],
    },
  ],
};
