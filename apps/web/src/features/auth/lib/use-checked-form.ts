// The two sign-in forms' state, checked by their rules (lib/sign-in-rules): on submit, then again
// at every change once a submit has been tried; a submit with mistakes moves focus to the first
// field in error. What react-hook-form did for them, without its ~15 KiB gzip on /register's first
// view.
import { useCallback, useState, type FormEvent } from 'react';
import type { FormRules } from '@/lib/sign-in-rules';

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** The first failed rule's message of each field. */
function firstErrors<T>(rules: FormRules<T>, values: unknown): FieldErrors<T> {
  const result = rules.safeParse(values);
  const errors: FieldErrors<T> = {};
  if (!result.success) for (const { path, message } of result.error.issues) errors[path[0] as keyof T] ??= message;
  return errors;
}

export function useCheckedForm<T, V extends Record<keyof T, unknown>>(rules: FormRules<T>, initial: V) {
  const [values, setValues] = useState(initial);
  const [tried, setTried] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // The focusable input of each field, and one ref callback per field (so React sets it only when
  // the input comes and goes; radios of one field share it and the first one is kept).
  const [fields] = useState(() => new Map<keyof T, HTMLElement>());
  const [refs] = useState(() => new Map<keyof T, (element: HTMLElement | null) => void>());
  const errors: FieldErrors<T> = tried ? firstErrors(rules, values) : {};

  const set = useCallback(
    <K extends keyof V>(name: K, value: V[K]) => setValues((current) => ({ ...current, [name]: value })),
    [],
  );

  /** The ref of a field's (first) input, which a submit with a mistake there focuses. */
  const field = (name: keyof T) => {
    let ref = refs.get(name);
    if (!ref) {
      ref = (element) => {
        if (!element) fields.delete(name);
        else if (!fields.has(name)) fields.set(name, element);
      };
      refs.set(name, ref);
    }
    return ref;
  };

  const submit = (send: (data: T) => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setTried(true);
    const found = firstErrors(rules, values);
    const first = (Object.keys(initial) as (keyof T)[]).find((name) => found[name]);
    if (first !== undefined) {
      fields.get(first)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await send(rules.parse(values));
    } finally {
      setSubmitting(false);
    }
  };

  return { values, set, errors, field, submit, submitting };
}
