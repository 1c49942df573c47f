import { useState } from "react";
import { PasskeyFeedback } from "./passkey-button";
import { confirmIdentity, createPasskey } from "./passkey-client";
import { PasskeyNameField } from "./passkey-name-field";
import { buttonClass, Notice, quietButtonClass } from "./ui";
import { useHydrated } from "./use-hydrated";

/**
 * Adding a passkey while signed in, in two steps (decision 0019): first the
 * person proves it is them with a passkey they already have (on this device,
 * or their phone through the browser's prompt), then creates the new one. Two
 * buttons, not one, because the new passkey is often on another authenticator
 * (a security key to plug in, a device that has none yet). A session alone
 * adds nothing. Passkeys need JavaScript: until React runs, the buttons are
 * disabled, and without it the page says so.
 */
export function AddPasskey({ csrf }: { csrf: string }) {
  const hydrated = useHydrated();
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [creation, setCreation] = useState<unknown>();

  const run = async (
    step: () => Promise<{ options?: unknown; redirect?: string; error?: string }>,
  ) => {
    setBusy(true);
    setError(undefined);
    const answer = await step();
    if (answer.redirect) {
      window.location.assign(answer.redirect);
      return;
    }
    if (answer.options && !creation) {
      setCreation(answer.options);
    } else {
      // A failed step 2 spent its challenge: the next attempt starts again at step 1.
      setCreation(undefined);
      setError(answer.error ?? "That did not work. Try again.");
    }
    setBusy(false);
  };

  return (
    <div className="space-y-3">
      <PasskeyNameField id="new-passkey-name" value={name} onChange={setName} />
      {creation ? (
        <>
          <Notice>
            Confirmed. Now create the new passkey: on this device, or plug in the security key.
          </Notice>
          <button
            type="button"
            className={buttonClass}
            disabled={busy}
            onClick={() => run(() => createPasskey(csrf, name, creation))}
          >
            {busy ? "Waiting for your passkey…" : "2. Create the new passkey"}
          </button>
        </>
      ) : (
        <button
          type="button"
          className={quietButtonClass}
          disabled={!hydrated || busy}
          onClick={() => run(() => confirmIdentity(csrf, name))}
        >
          {busy ? "Waiting for your passkey…" : "1. Confirm it is you with a passkey you have"}
        </button>
      )}
      <PasskeyFeedback error={error} />
    </div>
  );
}
