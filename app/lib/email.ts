/** An email address as every form and endpoint takes it (docs/product/requirements.md section 5). */

/** The longest address SMTP carries. */
export const EMAIL_MAX = 254;

/** {something}@{something}.{something}, no whitespace, exactly one @. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email);
}
