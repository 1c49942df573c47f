import { gameShareImage } from "../art";
import type { PageEntry } from "../page-entry";

/**
 * Products overview, catalogue, AI and simulation products, the seven games
 * (issue 5). Kept free of page copy: this list reaches the route table.
 * `games.test.ts` checks that every game has an entry with its title.
 */
export const productPages: readonly PageEntry[] = [
  {
    path: "/products",
    module: "routes/products.tsx",
    id: "products",
    label: "Products",
    title: "Products: Games, Simulations and AI Solutions",
    description:
      "Explore Nebula Forge's original games, training simulators and AI solutions, built in-house in Bengaluru for players, trainers and enterprises.",
  },
  {
    path: "/products/gaming",
    module: "routes/products-gaming.tsx",
    id: "products-gaming",
    label: "Gaming",
    title: "Gaming Universe: Our Games",
    description:
      "Our 2025 releases, the 2026 launch slate and the pipeline beyond: horror, multiplayer aerial combat and sci-fi action for PC, console and mobile.",
  },
  {
    path: "/products/ai",
    module: "routes/products-ai.tsx",
    id: "products-ai",
    label: "AI Solutions",
    title: "AI Solutions: Automation, Agents, Analytics and Vision",
    description:
      "Five production AI solutions (process automation, conversational agents, predictive analytics, vision inspection, security operations) and how we deliver them.",
  },
  {
    path: "/products/simulations",
    module: "routes/products-simulations.tsx",
    id: "products-simulations",
    label: "Simulations",
    title: "Simulation Products for Training and Research",
    description:
      "Drone, space, industrial, defence, medical and educational simulators built on real-time engines, with VR, scoring and after-action review.",
  },
  {
    path: "/Hyper",
    module: "routes/game.tsx",
    id: "game-hyper",
    label: "HyperFlight Arena",
    title: "HyperFlight Arena",
    description:
      "HyperFlight Arena: fast multiplayer aerial combat for PC and mobile, released October 2025, with cross-play, six jets and three-minute rounds.",
    image: gameShareImage("hyperflight-arena"),
  },
  {
    path: "/SanityEchoPrison",
    module: "routes/game.tsx",
    id: "game-sanity-echo-prison",
    label: "Sanity's Echo: Prison of the Mind",
    title: "Sanity's Echo: Prison of the Mind",
    description:
      "Sanity's Echo: Prison of the Mind, a psychological horror game for PC (Oct 2025): escape an abandoned prison that reshapes itself as your sanity slips.",
    image: gameShareImage("sanitys-echo-prison"),
  },
  {
    path: "/DreadfulRiddlesMaze",
    module: "routes/game.tsx",
    id: "game-dreadful-riddles-maze",
    label: "Dreadful Riddles: Maze of Fear",
    title: "Dreadful Riddles: Maze of Fear",
    description:
      "Dreadful Riddles: Maze of Fear, a puzzle horror game for PC (Dec 2025): 20+ acts of riddles in a shifting maze, hunted by something that follows sound.",
    image: gameShareImage("dreadful-riddles-maze"),
  },
  {
    path: "/CurseOfTheHollowVillage",
    module: "routes/game.tsx",
    id: "game-curse-of-the-hollow-village",
    label: "Curse of the Hollow Village",
    title: "Dreadful Riddles Part 2: Curse of the Hollow Village",
    description:
      "The Dreadful Riddles sequel for PC (Jan 2026): over two hours of gameplay uncovering the curse of a village emptied in a single night.",
    image: gameShareImage("curse-of-the-hollow-village"),
  },
  {
    path: "/ForgottenAsylum",
    module: "routes/game.tsx",
    id: "game-forgotten-asylum",
    label: "The Forgotten Asylum",
    title: "Sanity's Echo: The Forgotten Asylum",
    description:
      "Sanity's Echo: The Forgotten Asylum, psychological horror for PC and console (March 2026): an investigator finds her own name in a sealed asylum's files.",
    image: gameShareImage("forgotten-asylum"),
  },
  {
    path: "/Blackvale",
    module: "routes/game.tsx",
    id: "game-blackvale",
    label: "Curse of Blackvale",
    title: "Dreadful Realms: Curse of Blackvale",
    description:
      "Dreadful Realms: Curse of Blackvale, a survival horror game for PC and console (April 2026): survive the nights and break a centuries-old witch's curse.",
    image: gameShareImage("curse-of-blackvale"),
  },
  {
    path: "/GenesisRetribution",
    module: "routes/game.tsx",
    id: "game-genesis-retribution",
    label: "Project Genesis – Retribution",
    title: "Project Genesis – Retribution",
    description:
      "Project Genesis – Retribution, a sci-fi action shooter for PC and console (April 2026): fight the machines that took over a colony ship and find who gave the order.",
    image: gameShareImage("genesis-retribution"),
  },
];
