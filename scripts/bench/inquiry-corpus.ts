/**
 * Made-up inquiries for the inbox's benchmark (scripts/bench/inbox.ts): the
 * same rows for the same seed, so that a run before a change and a run after
 * it read the same database. The text is built from a small vocabulary, as a
 * studio's mail is: a few words ("game", "simulation", "training") come back in
 * a large part of the inquiries, most names and companies are rarer, and every
 * e-mail address is one person's. Inquiries arrive in order over five years
 * (created_at grows with id), as a form's rows do.
 */
import { sql, type Kysely } from "kysely";
import type { InquiryFields } from "../../app/contact/fields";
import { statuses, type Status } from "../../app/inbox/filter";
import type { Engine } from "../../db/schema";

/** A small, fast, seeded generator (mulberry32): the same seed gives the same rows. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const firstNames = [
  "Ada",
  "Alan",
  "Amara",
  "Ananya",
  "Arjun",
  "Beatriz",
  "Carlos",
  "Chen",
  "Chloe",
  "Daniel",
  "Dmitri",
  "Elena",
  "Emeka",
  "Fatima",
  "Felix",
  "Grace",
  "Hana",
  "Hiroshi",
  "Ines",
  "Ivan",
  "Jamal",
  "Jonas",
  "Kavya",
  "Kenji",
  "Laila",
  "Lars",
  "Leila",
  "Lucas",
  "Maria",
  "Marco",
  "Mei",
  "Mohammed",
  "Nadia",
  "Nikhil",
  "Noah",
  "Olga",
  "Omar",
  "Priya",
  "Rahul",
  "Rosa",
  "Sakura",
  "Samuel",
  "Sofia",
  "Tariq",
  "Thandiwe",
  "Tomas",
  "Uma",
  "Victor",
  "Yara",
  "Zoe",
];
const lastNames = [
  "Adeyemi",
  "Almeida",
  "Andersen",
  "Bauer",
  "Bianchi",
  "Chowdhury",
  "Costa",
  "Dubois",
  "Eriksson",
  "Fernandes",
  "Fischer",
  "Garcia",
  "Gupta",
  "Haddad",
  "Ivanova",
  "Jansen",
  "Kim",
  "Kowalski",
  "Lovelace",
  "Lindqvist",
  "Martin",
  "Mehta",
  "Moreau",
  "Nakamura",
  "Novak",
  "Okafor",
  "Olsen",
  "Patel",
  "Petrov",
  "Quinn",
  "Raman",
  "Reyes",
  "Rossi",
  "Sato",
  "Schmidt",
  "Silva",
  "Singh",
  "Tanaka",
  "Turing",
  "Umarov",
  "Varga",
  "Wagner",
  "Wang",
  "Weber",
  "Xu",
  "Yilmaz",
  "Zhang",
];
const companyWords = [
  [
    "Ferro",
    "Lumen",
    "Northwind",
    "Blue Harbor",
    "Kestrel",
    "Aurora",
    "Granite",
    "Orbital",
    "Cedar",
  ],
  [
    "Robotics",
    "Learning",
    "Aerospace",
    "Health",
    "Games",
    "Logistics",
    "Defence",
    "Labs",
    "Energy",
  ],
];
const domains = ["mail.example", "post.example", "inbox.example", "example.com", "example.org"];

interface Topic {
  inquiryType: string;
  services: string[];
  subjects: string[];
  sentences: string[];
}

const topics: Topic[] = [
  {
    inquiryType: "game-development",
    services: ["unity", "unreal-engine", "3d-models-animations", "cinematic-vfx", "vr-ar"],
    subjects: [
      "A co-op horror game for PC and console",
      "Porting our mobile game to Unreal Engine",
      "Multiplayer racing game prototype",
      "Art and animation for a puzzle game",
      "A VR escape room game",
    ],
    sentences: [
      "We are a small team with a game design document and a playable prototype.",
      "The game needs online multiplayer for up to eight players.",
      "We would like help with level design, lighting and performance on consoles.",
      "Our last game sold well on Steam and we want the sequel to look better.",
      "Could you quote for characters, rigging and a cinematic trailer?",
      "The gameplay loop is ready; we need an engine team to ship it.",
    ],
  },
  {
    inquiryType: "simulation",
    services: [
      "simulation-defence",
      "simulation-health",
      "simulation-education",
      "simulation-industrial",
      "simulation-space",
    ],
    subjects: [
      "Training simulator for a welding robot cell",
      "Flight simulation for drone pilots",
      "Surgical training simulation in VR",
      "A digital twin of our packaging line",
      "Simulated space mission for a science centre",
    ],
    sentences: [
      "Our operators need safe training before they work on the real equipment.",
      "The simulation should run on standard laptops and on VR headsets.",
      "We train about forty cadets a year and want to cut time on the real aircraft.",
      "Physics must be accurate enough for certification of the training programme.",
      "We already have CAD models of the machines and the factory floor.",
      "Instructors need a dashboard with each trainee's scores.",
    ],
  },
  {
    inquiryType: "ai",
    services: [
      "ai-automation",
      "ai-agents",
      "ai-chatbots",
      "ai-requirement-automation",
      "ai-predictive-analytics",
      "ai-cyber-security",
      "ai-iot",
    ],
    subjects: [
      "A chatbot for our customer support",
      "Predictive maintenance for our turbines",
      "Automating invoice processing",
      "An AI tutor for language courses",
      "Anomaly detection on network traffic",
    ],
    sentences: [
      "We receive thousands of support tickets a month and want an assistant to answer the common ones.",
      "Our sensors report every second and we would like to predict failures a week ahead.",
      "The model must run on our own servers for data protection reasons.",
      "We would like a proof of concept within three months.",
      "Students should be able to practise conversation between lessons.",
      "Can your agents integrate with our existing ticketing and ERP systems?",
    ],
  },
  {
    inquiryType: "partnership",
    services: ["not-sure", ""],
    subjects: [
      "Partnership for a game and simulation showcase",
      "Reselling your training simulations in our region",
      "Co-development of an educational game",
    ],
    sentences: [
      "We are a publisher looking for a development partner for two titles a year.",
      "Our schools network would like to offer game based learning.",
      "We distribute training software to hospitals across the region.",
    ],
  },
];
const closings = [
  "Please let us know your availability for a call next week.",
  "Budget is approved for this year.",
  "Happy to share more details under NDA.",
  "Thank you, looking forward to hearing from you.",
];

function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)]!;
}

/** Statuses in the proportions an inbox that is kept up has (most answered or archived). */
const statusWeights: [Status, number][] = [
  ["new", 0.08],
  ["in-progress", 0.04],
  ["replied", 0.38],
  ["archived", 0.45],
  ["spam", 0.05],
];
if (statusWeights.length !== statuses.length) throw new Error("a status is missing its weight");

function weightedStatus(draw: number): Status {
  let sum = 0;
  for (const [status, weight] of statusWeights) {
    sum += weight;
    if (draw < sum) return status;
  }
  return "archived";
}

export interface CorpusRow extends InquiryFields {
  idempotencyKey: string;
  status: Status;
  /** Index into the benchmark's staff list, or null for unassigned. */
  assignee: number | null;
  createdAt: string;
}

export const CORPUS_START = Date.parse("2021-01-01T00:00:00Z");
export const CORPUS_SPAN_MS = 5 * 365 * 24 * 60 * 60 * 1000;

/** The `n`-th inquiry (0-based) of a corpus of `size`, for `seed`. */
export function corpusRow(n: number, size: number, seed = 38): CorpusRow {
  const next = random(seed * 1_000_003 + n);
  const first = pick(next, firstNames);
  const last = pick(next, lastNames);
  const topic = pick(next, topics);
  const sentences = [pick(next, topic.sentences), pick(next, topic.sentences)];
  if (next() < 0.5)
    sentences.push(pick(next, topics[Math.floor(next() * topics.length)]!.sentences));
  sentences.push(pick(next, closings));
  const company =
    next() < 0.8 ? `${pick(next, companyWords[0]!)} ${pick(next, companyWords[1]!)}` : "";
  const phoneDigits = String(Math.floor(next() * 1e9)).padStart(9, "0");
  return {
    fullName: `${first} ${last}`,
    email: `${first}.${last}${n}@${pick(next, domains)}`.toLowerCase(),
    phone: next() < 0.6 ? `+44 20 ${phoneDigits.slice(0, 4)} ${phoneDigits.slice(4, 8)}` : "",
    company,
    country: pick(next, ["GB", "IN", "DE", "US", "BR", "JP", "NG", "IT"]),
    inquiryType: topic.inquiryType,
    subject: pick(next, topic.subjects),
    message: sentences.join(" "),
    budget: pick(next, ["", "under-10k", "10k-25k", "25k-50k", "50k-100k", "not-sure"]),
    timeline: pick(next, ["", "asap", "within-3-months", "3-6-months", "exploring"]),
    serviceType: pick(next, topic.services),
    consent: true,
    idempotencyKey: `bench-${seed}-${n}`,
    status: weightedStatus(next()),
    assignee: next() < 0.6 ? Math.floor(next() * 5) : null,
    // In order of arrival over five years, a few seconds' jitter that never reorders.
    createdAt: new Date(
      CORPUS_START + Math.floor(((n + next() * 0.5) * CORPUS_SPAN_MS) / size),
    ).toISOString(),
  };
}

const STAFF = 5;
const BATCH = 500;
const columns = [
  "full_name",
  "email",
  "phone",
  "company",
  "country",
  "inquiry_type",
  "subject",
  "message",
  "budget",
  "timeline",
  "service_type",
  "consent",
  "idempotency_key",
  "status",
  "assignee_id",
  "created_at",
];

/** Inserts the corpus with plain SQL (created_at written as the corpus has it); returns the staff ids. */
export async function seedCorpus(
  db: Kysely<unknown>,
  engine: Engine,
  size: number,
): Promise<number[]> {
  const staffIds: number[] = [];
  for (let i = 0; i < STAFF; i++) {
    const { rows } = await sql<{ id: number }>`insert into staff (email, name, created_at)
      values (${`staff${i}@studio.example`}, ${`Staff ${i}`}, ${Date.now()}) returning id`.execute(
      db,
    );
    staffIds.push(Number(rows[0]!.id));
  }
  for (let start = 0; start < size; start += BATCH) {
    const rows = [];
    for (let n = start; n < Math.min(size, start + BATCH); n++) {
      const row = corpusRow(n, size);
      rows.push(
        sql`(${sql.join([
          row.fullName,
          row.email,
          row.phone,
          row.company,
          row.country,
          row.inquiryType,
          row.subject,
          row.message,
          row.budget,
          row.timeline,
          row.serviceType,
          engine === "postgres" ? row.consent : Number(row.consent),
          row.idempotencyKey,
          row.status,
          row.assignee === null ? null : staffIds[row.assignee]!,
          row.createdAt,
        ])})`,
      );
    }
    await sql`insert into contact_submissions (${sql.join(columns.map((c) => sql.ref(c)))})
      values ${sql.join(rows)}`.execute(db);
  }
  return staffIds;
}
