import { staggerStyle } from "~/components/ui/stagger";

/** A delivery process, numbered in its order, one step per row on phones, five across on wide screens. */
export function ProcessSteps({
  steps,
}: {
  steps: readonly { title: string; description: string }[];
}) {
  return (
    <ol className="grid gap-5 md:grid-cols-2 lg:grid-cols-5">
      {steps.map((step, index) => (
        <li
          key={step.title}
          style={staggerStyle(index)}
          className="enter-stagger relative rounded-[var(--radius-card)] border border-line bg-ink-850 p-6"
        >
          <span
            aria-hidden="true"
            className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-gradient-to-br from-brand-400 to-violet-500 font-display text-lg font-bold text-ink-950"
          >
            {index + 1}
          </span>
          <h3 className="mt-5 text-lg font-semibold text-fg">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-sm leading-relaxed text-fg-muted">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
