import { ButtonLink } from "../ui/button-link";

interface CtaBannerProps {
  title: string;
  text: string;
  action: { label: string; to: string };
  secondary?: { label: string; to: string };
}

/** The closing call to action at the foot of a page. */
export function CtaBanner({ title, text, action, secondary }: CtaBannerProps) {
  return (
    <section aria-labelledby="cta-heading" className="px-5 py-20 sm:px-8 lg:py-24">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-[2rem] border border-line bg-gradient-to-br from-ink-800 via-ink-850 to-ink-900 px-6 py-14 text-center shadow-card sm:px-12">
        <div
          aria-hidden="true"
          className="glow -top-40 left-1/2 h-80 w-[48rem] -translate-x-1/2 from-brand-500/20"
        />
        <h2 id="cta-heading" className="heading-2 relative">
          {title}
        </h2>
        <p className="lead relative mx-auto mt-4 max-w-2xl">{text}</p>
        <div className="relative mt-8 flex flex-wrap justify-center gap-4">
          <ButtonLink to={action.to}>{action.label}</ButtonLink>
          {secondary ? (
            <ButtonLink to={secondary.to} variant="secondary">
              {secondary.label}
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
