import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from "~/components/ui/interface-icons";
import { staggerStyle } from "~/components/ui/stagger";
import type { ContactPageView } from "~/content/contact/page.server";

const channelIcons = { mail: MailIcon, phone: PhoneIcon, "map-pin": MapPinIcon };

function ChannelIcon({ icon }: { icon: keyof typeof channelIcons }) {
  const Glyph = channelIcons[icon];
  return <Glyph size={20} />;
}

/** How to reach the studio (a lazy piece): channels, response time, what happens next. */
export default function ContactInfo({ info }: { info: ContactPageView["info"] }) {
  return (
    <section aria-labelledby="reach-heading">
      <p className="eyebrow">{info.eyebrow}</p>
      <h2 id="reach-heading" className="heading-2 mt-3">
        {info.title}
      </h2>
      <p className="lead mt-4">{info.intro}</p>

      <ul className="mt-10 space-y-4">
        {info.channels.map((channel, index) => (
          <li
            key={channel.label}
            style={staggerStyle(index)}
            className="enter-stagger flex gap-4 rounded-[var(--radius-card)] border border-line bg-ink-850 p-5"
          >
            <span className="icon-tile h-11 w-11 shrink-0 from-brand-300 to-violet-400">
              <ChannelIcon icon={channel.icon} />
            </span>
            <div className="min-w-0">
              <p className="text-sm text-fg-muted">{channel.label}</p>
              {"href" in channel ? (
                <a
                  href={channel.href}
                  className="font-semibold break-words text-fg hover:text-brand-300"
                >
                  {channel.value}
                </a>
              ) : (
                <p className="font-semibold text-fg">{channel.value}</p>
              )}
              <p className="mt-1 text-sm leading-relaxed text-fg-muted">{channel.note}</p>
            </div>
          </li>
        ))}
      </ul>

      <p className="mt-6 flex items-start gap-3 rounded-[var(--radius-card)] border border-brand-400/30 bg-brand-400/5 p-5 text-fg">
        <ClockIcon size={20} className="mt-0.5 shrink-0 text-brand-300" />
        <span>
          <strong className="font-semibold">{info.response.title}: </strong>
          {info.response.text}
        </span>
      </p>

      <h3 className="mt-12 text-xl font-semibold">{info.stepsTitle}</h3>
      <ol className="mt-6 space-y-6">
        {info.steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full border border-brand-400/50 font-display text-sm font-semibold text-brand-300"
            >
              {index + 1}
            </span>
            <div>
              <p className="font-semibold text-fg">{step.title}</p>
              <p className="mt-1 leading-relaxed text-fg-muted">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>

      <p
        className="mt-10 border-t border-line pt-6 text-sm leading-relaxed text-fg-muted [&_a]:text-brand-300 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-brand-400"
        dangerouslySetInnerHTML={{ __html: info.careersHtml }}
      />
    </section>
  );
}
