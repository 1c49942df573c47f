/**
 * Every art key and the scene module that draws it.
 */
import { hyperflightArena } from "./families/games/hyperflight-arena.ts";
import { sanitysEchoPrison } from "./families/games/sanitys-echo-prison.ts";
import { dreadfulRiddlesMaze } from "./families/games/dreadful-riddles-maze.ts";
import { curseOfTheHollowVillage } from "./families/games/curse-of-the-hollow-village.ts";
import { forgottenAsylum } from "./families/games/forgotten-asylum.ts";
import { curseOfBlackvale } from "./families/games/curse-of-blackvale.ts";
import { genesisRetribution } from "./families/games/genesis-retribution.ts";
import { ananta } from "./families/pipeline/ananta.ts";
import { beyonders } from "./families/pipeline/beyonders.ts";
import { theUnknown } from "./families/pipeline/the-unknown.ts";
import { antarikshYatra } from "./families/pipeline/antariksh-yatra.ts";
import { blackMeridianGroundZero } from "./families/pipeline/black-meridian-ground-zero.ts";
import { blackMeridianRedSkies } from "./families/pipeline/black-meridian-red-skies.ts";
import { echelonSilentRise } from "./families/pipeline/echelon-silent-rise.ts";
import { metropolisZeroHour } from "./families/pipeline/metropolis-zero-hour.ts";
import { unsungWarriorAgnivarma } from "./families/pipeline/unsung-warrior-agnivarma.ts";
import {
  aiConversationalAgents,
  aiPredictiveAnalytics,
  aiProcessAutomation,
  aiSecurityOperations,
  aiVisionInspection,
} from "./families/ai.ts";
import {
  simDefenseTactical,
  simDroneTraining,
  simEducationResearch,
  simHealthcareMedical,
  simIndustrialRobotics,
  simSpaceExploration,
} from "./families/simulations.ts";
import { type ArtKey } from "../../app/content/art.ts";
import { type Scene } from "./lib/render.ts";

/** The scene that draws each art key (the type makes sure none is missing). */
export const scenes: Record<ArtKey, Scene> = {
  "hyperflight-arena": hyperflightArena,
  "sanitys-echo-prison": sanitysEchoPrison,
  "dreadful-riddles-maze": dreadfulRiddlesMaze,
  "curse-of-the-hollow-village": curseOfTheHollowVillage,
  "forgotten-asylum": forgottenAsylum,
  "curse-of-blackvale": curseOfBlackvale,
  "genesis-retribution": genesisRetribution,
  beyonders,
  "the-unknown": theUnknown,
  ananta,
  "metropolis-zero-hour": metropolisZeroHour,
  "echelon-silent-rise": echelonSilentRise,
  "black-meridian-ground-zero": blackMeridianGroundZero,
  "unsung-warrior-agnivarma": unsungWarriorAgnivarma,
  "antariksh-yatra": antarikshYatra,
  "black-meridian-red-skies": blackMeridianRedSkies,
  "ai-process-automation": aiProcessAutomation,
  "ai-conversational-agents": aiConversationalAgents,
  "ai-predictive-analytics": aiPredictiveAnalytics,
  "ai-vision-inspection": aiVisionInspection,
  "ai-security-operations": aiSecurityOperations,
  "sim-drone-training": simDroneTraining,
  "sim-space-exploration": simSpaceExploration,
  "sim-industrial-robotics": simIndustrialRobotics,
  "sim-defense-tactical": simDefenseTactical,
  "sim-healthcare-medical": simHealthcareMedical,
  "sim-education-research": simEducationResearch,
};
