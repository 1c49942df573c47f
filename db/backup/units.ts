/** Sizes for people; no Node imports, so the inbox's pages can use it too. */

/** Whole bytes: "3.4 MB", "812 KB", "96 bytes" (decimal units, as disks and buckets count). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  const units = ["KB", "MB", "GB", "TB"];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
}
