const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/**
 * A random key for one fill of the inquiry form: 22 URL-safe characters, 132
 * random bits. Uses crypto.getRandomValues, which also works on plain-HTTP
 * origins, where crypto.randomUUID is missing.
 */
export function newIdempotencyKey(): string {
  let key = "";
  for (const byte of crypto.getRandomValues(new Uint8Array(22))) key += alphabet[byte & 63];
  return key;
}
