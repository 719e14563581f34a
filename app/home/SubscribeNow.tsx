/**
 * The home page's Subscribe Now button (SPEC.md section 2). The newsletter work wires it to the
 * newsletter dialog; until then it is a button with nothing to open.
 */
export function SubscribeNow() {
  return (
    <button type="button" className="button button-gold" data-testid="subscribe-now">
      Subscribe Now
    </button>
  );
}
