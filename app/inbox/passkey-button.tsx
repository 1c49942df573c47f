import { useState } from "react";
import { Notice } from "./ui";
import { useHydrated } from "./use-hydrated";

/**
 * A button that runs a passkey ceremony and follows where the server sends
 * the browser (a full load, so every page sees the new session). Passkeys need
 * JavaScript: until React runs the button is disabled, and without it the
 * page says so.
 */
export function PasskeyButton({
  label,
  className,
  run,
}: {
  label: string;
  className: string;
  run: () => Promise<{ redirect?: string; error?: string }>;
}) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  return (
    <div className="space-y-3">
      <button
        type="button"
        className={className}
        disabled={!hydrated || busy}
        onClick={async () => {
          setBusy(true);
          setError(undefined);
          const answer = await run();
          if (answer.redirect) {
            window.location.assign(answer.redirect);
            return;
          }
          setError(answer.error ?? "That did not work. Try again.");
          setBusy(false);
        }}
      >
        {busy ? "Waiting for your passkey…" : label}
      </button>
      <PasskeyFeedback error={error} />
    </div>
  );
}

/** What a passkey ceremony's controls say below them: why it failed, and that it needs JavaScript. */
export function PasskeyFeedback({ error }: { error?: string }) {
  return (
    <>
      {error ? <Notice tone="error">{error}</Notice> : null}
      <noscript>
        <p className="text-sm">Passkeys need JavaScript, which is off in this browser.</p>
      </noscript>
    </>
  );
}
