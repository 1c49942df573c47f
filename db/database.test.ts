import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { migrate, openDatabase, sqliteFile } from "./database";
import { InquiryStore } from "./inquiry-store";

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
});
