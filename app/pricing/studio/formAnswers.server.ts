import { data } from 'react-router';
import type { FieldErrors } from '~/studio/StudioField';

import type { PriceFormAnswer } from './priceForms';

export type { PriceFormAnswer };

export const answered = (target: string, message: string) => data<PriceFormAnswer>({ ok: true, target, message });

export function refusedForm(target: string, values: Record<string, string>, errors: FieldErrors, status: 400 | 404 | 409 = 400, message?: string) {
  const count = Object.keys(errors).length;
  const summary = message ?? (count <= 1 ? (Object.values(errors)[0] ?? 'Please check the form.') : `Please correct the ${count} fields marked below.`);
  return data<PriceFormAnswer>({ ok: false, target, message: summary, values, errors }, { status });
}

export const unreadableForm = (target = 'page') => refusedForm(target, {}, {}, 400, 'The form could not be read. Please try again.');

export async function formOf(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

/** Problems named by the API's fields, renamed to the form's (`rateMinor` → `rate`). */
export function renamed(errors: FieldErrors | undefined, names: Record<string, string>): FieldErrors {
  return Object.fromEntries(Object.entries(errors ?? {}).map(([field, message]) => [names[field] ?? field, message]));
}
