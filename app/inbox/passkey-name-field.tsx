import { PASSKEY_NAME_MAX } from "./passkey-name";
import { inputClass, labelClass } from "./ui";

/** The name field of a new passkey: optional (a name is made up when it is left empty). */
export function PasskeyNameField({
  value,
  onChange,
  id = "passkey-name",
}: {
  value: string;
  onChange: (value: string) => void;
  id?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        Name the passkey (optional)
      </label>
      <input
        id={id}
        name="name"
        type="text"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={PASSKEY_NAME_MAX}
        autoComplete="off"
        aria-describedby={`${id}-hint`}
        className={inputClass}
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-fg-muted">
        For example “Work laptop”, “Phone” or “Blue security key”: it tells your passkeys apart on
        the Account page.
      </p>
    </div>
  );
}
