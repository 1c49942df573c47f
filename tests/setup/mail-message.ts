/**
 * A plain-text e-mail as the mail catcher receives it (tests/setup/mail-catcher.ts),
 * read the way a mail program does for the tests' assertions: headers unfolded and
 * their encoded words decoded, the body's transfer encoding (quoted-printable or
 * base64) undone as UTF-8. Enough for what nodemailer sends; not a MIME parser.
 */
export interface ReadMail {
  header(name: string): string | undefined;
  text: string;
}

function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([qb])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
    kind.toLowerCase() === "b"
      ? Buffer.from(data, "base64").toString("utf8")
      : qp(data.replaceAll("_", " ")),
  );
}

function qp(data: string): string {
  const bytes: number[] = [];
  const soft = data.replace(/=\r?\n/g, "");
  for (let i = 0; i < soft.length; i++) {
    const hex = soft[i] === "=" ? /^[0-9A-F]{2}$/i.exec(soft.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i]!, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

export function readMail(data: string): ReadMail {
  const split = data.indexOf("\r\n\r\n");
  const head = data.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const raw = data.slice(split + 4).replace(/\r\n\.?$/, "");
  const headers = new Map<string, string>();
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    headers.set(line.slice(0, colon).toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  const encoding = headers.get("content-transfer-encoding")?.toLowerCase();
  const text =
    encoding === "quoted-printable"
      ? qp(raw)
      : encoding === "base64"
        ? Buffer.from(raw, "base64").toString("utf8")
        : raw;
  return { header: (name) => headers.get(name.toLowerCase()), text: text.replace(/\r\n/g, "\n") };
}
