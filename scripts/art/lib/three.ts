/**
 * A tiny perspective camera for scenes built from 3D geometry (the maze, the
 * terrain wireframe, molecules): look-at projection and painter's sorting.
 */
import { H, W } from "./svg.ts";

export type Vec3 = readonly [number, number, number];

export const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const scale = (a: Vec3, s: number): Vec3 => [a[0] * s, a[1] * s, a[2] * s];
export const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
export const length = (a: Vec3): number => Math.sqrt(dot(a, a));
export const normalize = (a: Vec3): Vec3 => scale(a, 1 / (length(a) || 1));

export interface Camera {
  eye: Vec3;
  /** Projects a world point to screen coordinates and its depth along the view axis. */
  project(point: Vec3): { x: number; y: number; depth: number };
}

/** Look-at camera (z is up) with the focal length in pixels of the 1600x900 frame. */
export function lookAt(
  eye: Vec3,
  target: Vec3,
  focal: number,
  center: readonly [number, number] = [W / 2, H / 2],
): Camera {
  const forward = normalize(sub(target, eye));
  const right = normalize(cross(forward, [0, 0, 1]));
  const up = cross(right, forward);
  return {
    eye,
    project(point) {
      const d = sub(point, eye);
      const depth = Math.max(0.001, dot(d, forward));
      return {
        x: center[0] + (focal * dot(d, right)) / depth,
        y: center[1] - (focal * dot(d, up)) / depth,
        depth,
      };
    },
  };
}
