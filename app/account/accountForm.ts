/** What the account page's forms answer, shared by the page and its sections. */
export type Intent = 'email' | 'password' | 'end-all' | 'delete' | 'language';
export interface AccountActionData {
  intent: Intent;
  error?: string;
  field?: string;
  done?: string;
  values?: { email?: string };
}

/** Props that tie a field to the form's message when the message is about it. */
export const fieldState = (actionData: AccountActionData | undefined, intent: Intent, name: string, alertId: string) =>
  actionData?.intent === intent && actionData.field === name ? { 'aria-invalid': true as const, 'aria-describedby': alertId, autoFocus: true } : {};
