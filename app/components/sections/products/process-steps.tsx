import { staggerStyle } from "~/components/ui/stagger";
import type { ProcessStep } from "~/content/products/ai-solutions";

/** A numbered delivery process, one step per row on phones, five across on wide screens. */
export function ProcessSteps({ steps }: { steps: readonly ProcessStep[] }) {
  return (
    <ol className="grid gap-5 md:grid-cols-2 lg:grid-cols-5">
      {steps.map((step, index) => (
        <li
          key={step.step}
          style={staggerStyle(index)}
          className="enter-stagger relative rounded-[var(--radius-card)] border border-line bg-ink-850 p-6"
        >
          <span
            aria-hidden="true"
            className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-gradient-to-br from-brand-400 to-violet-500 font-display text-lg font-bold text-ink-950"
          >
            {step.step}
          </span>
          <h3 className="mt-5 text-lg font-semibold text-fg">
            <span className="sr-only">Step {step.step}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-sm leading-relaxed text-fg-muted">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
