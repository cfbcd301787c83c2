/**
 * A trap for bots that fill every input: people never see it, screen readers skip it, Tab never
 * reaches it, and browsers do not autofill it. Anything typed here marks the sign-up as spam on the server.
 */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
