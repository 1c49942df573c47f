import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");

/**
 * A passkey in software, for tests that cannot drive a browser's WebAuthn
 * (the deploy test behind nginx, whose SITE_URL is an IP address that
 * browsers refuse as a relying party). It answers the server's options the
 * way a platform authenticator with user verification does: "none"
 * attestation, an ES256 key, a signature counter. Test code only.
 */
export class SoftAuthenticator {
  private credentialId = randomBytes(16);
  private keys = generateKeyPairSync("ec", { namedCurve: "P-256" });
  private counter = 0;

  /** `synced`: a passkey manager's key (backup eligible and backed up: "multiDevice"). */
  constructor(
    private readonly origin: string,
    private readonly options: { synced?: boolean } = {},
  ) {}

  get id(): string {
    return b64(this.credentialId);
  }

  /** A copy with the same key and counter, as a cloned authenticator would be. */
  clone(): SoftAuthenticator {
    const copy = new SoftAuthenticator(this.origin, this.options);
    copy.credentialId = this.credentialId;
    copy.keys = this.keys;
    copy.counter = this.counter;
    return copy;
  }

  private authData(rpId: string, attested: boolean): Buffer {
    // user present, user verified, (synced: backup eligible and backed up), attested data
    const backup = this.options.synced ? 0x08 | 0x10 : 0;
    const flags = 0x01 | 0x04 | backup | (attested ? 0x40 : 0);
    this.counter += 1;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    const parts = [createHash("sha256").update(rpId).digest(), Buffer.from([flags]), counter];
    if (attested) {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(this.credentialId.length);
      parts.push(
        Buffer.alloc(16),
        length,
        this.credentialId,
        Buffer.from(coseKey(this.keys.publicKey)),
      );
    }
    return Buffer.concat(parts);
  }

  private clientData(type: string, challenge: string): Buffer {
    return Buffer.from(
      JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }),
    );
  }

  /** A registration response to `options` (PublicKeyCredentialCreationOptionsJSON). */
  register(options: { challenge: string; rp: { id?: string } }) {
    const clientDataJSON = this.clientData("webauthn.create", options.challenge);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", new Uint8Array(this.authData(options.rp.id!, true))],
      ]) as never,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64(clientDataJSON),
        attestationObject: b64(attestationObject),
        transports: ["internal"],
      },
    };
  }

  /** An authentication response to `options` (PublicKeyCredentialRequestOptionsJSON). */
  authenticate(options: { challenge: string; rpId?: string }) {
    const clientDataJSON = this.clientData("webauthn.get", options.challenge);
    const authData = this.authData(options.rpId!, false);
    const signed = Buffer.concat([authData, createHash("sha256").update(clientDataJSON).digest()]);
    const signature = sign("sha256", signed, this.keys.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authData),
        signature: b64(signature),
        userHandle: undefined,
      },
    };
  }
}

/** An EC2 P-256 public key as COSE (kty 2, alg -7 ES256, crv 1, x, y). */
function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: "jwk" });
  return isoCBOR.encode(
    new Map<number, unknown>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(Buffer.from(jwk.x!, "base64url"))],
      [-3, new Uint8Array(Buffer.from(jwk.y!, "base64url"))],
    ]) as never,
  );
}

/** Cookies a test client keeps between requests (name=value only). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

/**
 * Signs in the way the inbox's pages do: the passkey ceremony through
 * `url`/inbox/passkey (posted with `origin`, the site's), for an invitation
 * or with an existing passkey. The session cookie lands in `jar`; a refusal
 * throws with the server's answer.
 */
export async function passkeyCeremony(
  site: { url: string; origin: string; headers?: Record<string, string> },
  authenticator: SoftAuthenticator,
  jar: CookieJar,
  invitation?: string,
): Promise<void> {
  const origin = site.origin;
  const post = async (fields: Record<string, string>) => {
    const response = await fetch(`${site.url}/inbox/passkey`, {
      method: "POST",
      headers: { ...site.headers, Origin: origin, Cookie: jar.header() },
      body: new URLSearchParams(fields),
    });
    jar.take(response);
    const body = (await response.json()) as { options?: never; redirect?: string; error?: string };
    if (!response.ok) throw new Error(`passkey ${fields.intent}: ${response.status} ${body.error}`);
    return body;
  };
  if (invitation) {
    const { options } = await post({ intent: "register-options", token: invitation });
    await post({
      intent: "register",
      token: invitation,
      response: JSON.stringify(authenticator.register(options!)),
    });
  } else {
    const { options } = await post({ intent: "sign-in-options" });
    await post({
      intent: "sign-in",
      response: JSON.stringify(authenticator.authenticate(options!)),
    });
  }
}

/**
 * Adds a passkey for the person signed in in `jar`, as the Account page does:
 * their CSRF token, a proof with a passkey they have (`proof`), then the new
 * one (`device`). A refusal throws with the server's answer.
 */
export async function addPasskey(
  site: { url: string; origin: string; headers?: Record<string, string> },
  jar: CookieJar,
  csrf: string,
  proof: SoftAuthenticator,
  device: SoftAuthenticator,
  name = "",
): Promise<void> {
  const post = async (fields: Record<string, string>) => {
    const response = await fetch(`${site.url}/inbox/passkey`, {
      method: "POST",
      headers: { ...site.headers, Origin: site.origin, Cookie: jar.header() },
      body: new URLSearchParams({ csrf, ...fields }),
    });
    jar.take(response);
    const body = (await response.json()) as { options?: never; redirect?: string; error?: string };
    if (!response.ok) throw new Error(`passkey ${fields.intent}: ${response.status} ${body.error}`);
    return body;
  };
  const confirm = await post({ intent: "confirm-options" });
  const creation = await post({
    intent: "register-options",
    name,
    proof: JSON.stringify(proof.authenticate(confirm.options!)),
  });
  await post({
    intent: "register",
    name,
    response: JSON.stringify(device.register(creation.options!)),
  });
}
