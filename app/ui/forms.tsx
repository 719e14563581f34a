/**
 * An error (or success) message above a form. The live region is always in the page, so screen
 * readers announce the text when it appears; fields point at it with aria-describedby.
 */
export function FormAlert({ id, message, tone = 'error' }: { id: string; message: string | null; tone?: 'error' | 'success' }) {
  return (
    <div id={id} role={tone === 'error' ? 'alert' : 'status'} aria-live={tone === 'error' ? 'assertive' : 'polite'} className="form-alert-region">
      {message && <p className={`form-alert form-alert-${tone}`}>{message}</p>}
    </div>
  );
}

/** A small spinner inside a button while its request runs. */
export function ButtonSpinner() {
  return <span className="button-spinner" aria-hidden="true" />;
}

/**
 * A hidden trap field for bots (docs/decisions/0006-abuse-limits-csrf-and-bodies.md): out of sight, out of the tab
 * order and ignored by assistive technology; people leave it empty.
 */
/** `label`: the hidden field's label in the page's language (English by default). */
export function HoneypotField({ label = 'Leave this field empty' }: { label?: string } = {}) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor="website">{label}</label>
      <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
