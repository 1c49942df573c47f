import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { migrate, openDatabase, sqliteFile } from "./database";
import { InboxStore } from "./inbox-store";
import { InquiryStore } from "./inquiry-store";
import { StaffStore } from "./staff-store";

const mode = (path: string) => statSync(path).mode & 0o777;

describe("SQLite data at rest", () => {
  let root: string;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("keeps the folder to its owner (0700) and the database, WAL and shared memory files 0600", async () => {
    root = mkdtempSync(join(tmpdir(), "studio-perm-"));
    const dataDir = join(root, "data");
    const handle = openDatabase({ dataDir });
    try {
      await migrate(handle);
      await new InquiryStore(handle).create(
        {
          fullName: "Ada Lovelace",
          email: "ada@example.com",
          phone: "",
          company: "",
          country: "",
          inquiryType: "other",
          subject: "Private",
          message: "Stored in the write-ahead log first.",
          budget: "",
          timeline: "",
          serviceType: "",
          consent: false,
        },
        "permission-test-key-1",
      );
      const file = sqliteFile(dataDir);
      expect(mode(dataDir)).toBe(0o700);
      for (const path of [file, `${file}-wal`, `${file}-shm`]) expect(mode(path)).toBe(0o600);
    } finally {
      await handle.close();
    }
  });

  it("tightens a folder and files an older version left readable", async () => {
    root = mkdtempSync(join(tmpdir(), "studio-perm-"));
    const dataDir = join(root, "data");
    mkdirSync(dataDir, { mode: 0o755 });
    writeFileSync(sqliteFile(dataDir), "", { mode: 0o644 });
    const handle = openDatabase({ dataDir });
    await handle.close();
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(sqliteFile(dataDir))).toBe(0o600);
  });

  it("leaves no byte of an erased inquiry in the database file or its write-ahead log", async () => {
    root = mkdtempSync(join(tmpdir(), "studio-erase-"));
    const dataDir = join(root, "data");
    const handle = openDatabase({ dataDir });
    const marker = "Quillon Marchetti-Vasquez";
    const inquiry = (name: string, key: string) =>
      new InquiryStore(handle).create(
        {
          fullName: name,
          email: "erase-me@example.com",
          phone: "",
          company: "",
          country: "",
          inquiryType: "other",
          subject: `${name}'s tender`,
          message: `Please erase everything about ${name}.`,
          budget: "",
          timeline: "",
          serviceType: "",
          consent: true,
        },
        key,
      );
    try {
      await migrate(handle);
      const { id } = await inquiry(marker, "erase-1");
      await inquiry("Someone Else", "erase-2");
      const { staff } = await new StaffStore(handle).invite("notes@studio.example", 60_000);
      await new InboxStore(handle).addNote(id!, staff.id, `Called ${marker} back`);
      const file = sqliteFile(dataDir);
      const bytes = () =>
        [file, `${file}-wal`]
          .filter((path) => existsSync(path))
          .map((path) => readFileSync(path).toString("latin1"))
          .join("");
      expect(bytes()).toContain(marker);
      expect(await new InboxStore(handle).erase(id!)).toBe(true);
      // Nothing of it: not the row, not its note (deleted with it), not the log's frames.
      expect(bytes()).not.toContain(marker);
      await new InquiryStore(handle).deleteByEmail("erase-me@example.com");
      expect(bytes()).not.toContain("Someone Else");
    } finally {
      await handle.close();
    }
  });
});
