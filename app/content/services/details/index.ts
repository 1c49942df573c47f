import type { ServiceDetail, ServiceDetailGroup } from "../types";
import { aiDetails } from "./ai";
import { gameDevelopmentDetails } from "./game-development";
import { playstationDetails } from "./playstation";
import { simulationDetails } from "./simulations";

/** Every service-detail page, grouped by the practice that delivers it. */
export const serviceDetailGroups: readonly ServiceDetailGroup[] = [
  gameDevelopmentDetails,
  simulationDetails,
  aiDetails,
  playstationDetails,
];

export const serviceDetails: readonly ServiceDetail[] = serviceDetailGroups.flatMap(
  (group) => group.records,
);

const normalise = (pathname: string) => pathname.replace(/\/+$/, "").toLowerCase();

const byPath = new Map(
  serviceDetailGroups.flatMap((group) =>
    group.records.map((record) => [normalise(record.path), { record, group }] as const),
  ),
);

/** The detail record (and its group) for a URL path; case and trailing slash ignored. */
export function findServiceDetail(
  pathname: string,
): { record: ServiceDetail; group: ServiceDetailGroup } | undefined {
  return byPath.get(normalise(pathname));
}

/**
 * The detail pages a practice delivers, in registry order: the groups whose way
 * back leads to `categoryPath` (the PlayStation pages belong to game development).
 */
export function detailsForCategory(categoryPath: string): ServiceDetail[] {
  return serviceDetailGroups
    .filter((group) => group.back.path === categoryPath)
    .flatMap((group) => group.records);
}
