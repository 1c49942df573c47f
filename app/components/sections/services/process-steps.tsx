import { staggerStyle } from "../../ui/stagger";

interface ProcessStepsProps {
  steps: readonly { title: string; description: string }[];
}

/** A numbered process: an ordered list of steps, each a card with its number. */
export function ProcessSteps({ steps }: ProcessStepsProps) {
  const columns =
    steps.length === 5 ? "md:grid-cols-2 lg:grid-cols-5" : "md:grid-cols-2 lg:grid-cols-3";
  return (
    <ol className={`grid gap-5 ${columns}`}>
      {steps.map((step, index) => (
        <li
          key={step.title}
          style={staggerStyle(index)}
          className="enter-stagger relative flex gap-5 rounded-[var(--radius-card)] border border-line bg-ink-850 p-5 sm:p-7 md:flex-col md:gap-0"
        >
          <span
            aria-hidden="true"
            className="absolute inset-x-6 top-0 h-px bg-gradient-to-r from-brand-400/70 via-violet-400/50 to-transparent"
          />
          <span
            aria-hidden="true"
            className="w-12 shrink-0 font-display text-3xl font-semibold text-gradient md:w-auto md:text-4xl"
          >
            {String(index + 1).padStart(2, "0")}
          </span>
          <div>
            <h3 className="text-lg font-semibold text-fg md:mt-4">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-[0.95rem] leading-relaxed text-fg-muted">{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
