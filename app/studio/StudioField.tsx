import { useEffect, useRef, type ReactNode } from 'react';
import './studioFields.css';

/** Problems of a form by field name, as the server's action answers them. */
export type FieldErrors = Partial<Record<string, string>>;

interface StudioFieldProps {
  /** Unique on the page: the field's id is `${form}-${name}`. */
  form: string;
  name: string;
  label: string;
  value: string | undefined;
  error?: string;
  hint?: ReactNode;
  type?: 'text' | 'number' | 'date' | 'time' | 'textarea';
  required?: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
  rows?: number;
  autoFocus?: boolean;
  /** The language of the text typed (a translation), and its direction. */
  lang?: string;
  dir?: 'ltr' | 'rtl';
}

/**
 * A labelled field of a back-office form: its error under it (aria-invalid, aria-describedby), its
 * hint too. Uncontrolled (defaultValue), so it works before the scripts and without them.
 */
export function StudioField({ form, name, label, value, error, hint, type = 'text', rows = 4, autoFocus, lang, dir, ...limits }: StudioFieldProps) {
  const id = `${form}-${name}`;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    name,
    defaultValue: value ?? '',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    autoFocus,
    required: limits.required,
    lang,
    dir,
  };
  return (
    <div className="field studio-field">
      <label htmlFor={id}>{label}</label>
      {type === 'textarea' ? (
        <textarea {...shared} rows={rows} maxLength={limits.maxLength} />
      ) : (
        <input {...shared} type={type} maxLength={limits.maxLength} min={limits.min} max={limits.max} inputMode={type === 'number' ? 'numeric' : undefined} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="studio-field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The first field with a problem, in the form's order: it gets the focus (autoFocus without scripts). */
export const firstProblem = (order: readonly string[], errors: FieldErrors | undefined) => order.find((name) => errors?.[name]);

/**
 * After an answer arrives in place (scripts running), the focus goes to the element holding
 * `data-focus-answer` inside the returned ref: the first invalid field or the outcome message.
 */
export function useFocusAnswer<T extends HTMLElement>(answer: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!answer) return;
    const target = ref.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-focus-answer]');
    target?.focus();
  }, [answer]);
  return ref;
}

/** The text of a form field ('' when absent or a file). */
export const textOf = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : '';
};

/** Every named text field of a form, for answering it again with what was entered. */
export const valuesOf = (form: FormData, names: readonly string[]): Record<string, string> =>
  Object.fromEntries(names.map((name) => [name, textOf(form, name)]));

/** A form's whole number as typed: a number when it is one, else the text (the schema names the problem). */
export const wholeOrText = (text: string): number | string => (/^-?\d{1,12}$/.test(text.trim()) ? Number(text.trim()) : text.trim());

/** Zod's issues as one message per field (the first). */
export function problemsByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'form';
    errors[field] ??= issue.message;
  }
  return errors;
}
