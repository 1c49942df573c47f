import type { Engine } from "../schema";

/**
 * Backup file names carry what retention and people need without opening the
 * file: studio-20261127T101500.123Z-sqlite-scheduled.backup(.age). Retention
 * reads the time from the name (a copied file's mtime is the copy's), and
 * touches no file whose name is not of this shape.
 */
const pattern =
  /^studio-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})\.(\d{3})Z-(sqlite|postgres)-([a-z0-9][a-z0-9-]{0,39})\.backup(\.age)?$/;

/** A reason names why a backup was taken; it becomes part of the file name. */
export const REASON = /^[a-z0-9][a-z0-9-]{0,39}$/;

export interface BackupName {
  name: string;
  takenAt: Date;
  engine: Engine;
  reason: string;
  encrypted: boolean;
}

export function backupFileName(
  takenAt: Date,
  engine: Engine,
  reason: string,
  encrypted: boolean,
): string {
  if (!REASON.test(reason)) throw new Error(`not a backup reason: ${JSON.stringify(reason)}`);
  const stamp = takenAt.toISOString().replace(/[-:]/g, "");
  return `studio-${stamp}-${engine}-${reason}.backup${encrypted ? ".age" : ""}`;
}

/** The parts of a backup's file name, or undefined for any other name. */
export function parseBackupName(name: string): BackupName | undefined {
  const match = pattern.exec(name);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second, millis, engine, reason, age] = match;
  const takenAt = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}.${millis}Z`);
  if (
    Number.isNaN(takenAt.getTime()) ||
    backupFileName(takenAt, engine as Engine, reason!, Boolean(age)) !== name
  ) {
    return undefined;
  }
  return { name, takenAt, engine: engine as Engine, reason: reason!, encrypted: Boolean(age) };
}
