// The editor's labelled inputs: each field's client or server message tied to it (aria-invalid,
// aria-describedby), so a refused save shows its reason under the field that caused it.
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { get, useFormContext, useFormState, useWatch, type FieldPath } from 'react-hook-form';
import clsx from 'clsx';
import { formatINR, formatNumber } from '@/lib/format';
import { useLingui } from '@/i18n/react';
import { useEditor } from './editor-context';
import { toInt, type EditorValues } from './form-model';
import './messages';

type Path = FieldPath<EditorValues>;

/** The message to show under a field: the client's check first, else the server's. */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState<EditorValues>({ name: name as Path });
  const { save } = useEditor();
  const client = get(errors, name) as { message?: string } | undefined;
  return client?.message || save.serverErrors[name];
}

export interface ControlProps {
  id: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

interface FieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/** A label, the control, a hint and the field's message. */
export function Field({ name, label, hint, className, children }: FieldProps) {
  const id = useId();
  const error = useFieldError(name);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-ink-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'>;

export function TextField({
  name,
  label,
  hint,
  className,
  ...input
}: { name: Path; label: ReactNode; hint?: ReactNode; className?: string } & InputProps) {
  const { register } = useFormContext<EditorValues>();
  return (
    <Field name={name} label={label} hint={hint} className={className}>
      {(control) => <input className="field-input" {...input} {...control} {...register(name)} />}
    </Field>
  );
}

/** A whole number: a numeric keypad on phones, no spinner to nudge by accident. */
export function NumberField(
  props: { name: Path; label: ReactNode; hint?: ReactNode; className?: string } & InputProps,
) {
  return <TextField inputMode="numeric" autoComplete="off" {...props} />;
}

/** Rupees, with the amount read back in Indian grouping as the owner types. */
export function MoneyField({
  name,
  label,
  hint,
  className,
  ...input
}: { name: Path; label: ReactNode; hint?: ReactNode; className?: string } & InputProps) {
  const { register, control } = useFormContext<EditorValues>();
  const value = useWatch({ control, name }) as string;
  const amount = toInt(value ?? '');
  const readBack = typeof amount === 'number' && amount >= 1000 ? formatINR(amount) : null;
  return (
    <Field
      name={name}
      label={label}
      className={className}
      hint={
        hint || readBack ? (
          <>
            {readBack && <span className="font-semibold tabular-nums text-ink-900">{readBack}</span>}
            {readBack && hint ? ' · ' : null}
            {hint}
          </>
        ) : undefined
      }
    >
      {(controlProps) => (
        <div className="relative">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-ink-600"
          >
            ₹
          </span>
          <input
            className="field-input pl-7 tabular-nums"
            inputMode="numeric"
            autoComplete="off"
            {...input}
            {...controlProps}
            {...register(name)}
          />
        </div>
      )}
    </Field>
  );
}

export function TextAreaField({
  name,
  label,
  hint,
  className,
  maxChars,
  ...area
}: { name: Path; label: ReactNode; hint?: ReactNode; className?: string; maxChars?: number } & Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'name' | 'id'
>) {
  const { register, control } = useFormContext<EditorValues>();
  const { _ } = useLingui();
  const value = (useWatch({ control, name }) as string | undefined) ?? '';
  const counter = maxChars ? (
    <span className={clsx('tabular-nums', value.length > maxChars && 'font-semibold text-danger-600')}>
      {_('editor.charCount', { count: formatNumber(value.length), max: formatNumber(maxChars) })}
    </span>
  ) : null;
  return (
    <Field
      name={name}
      label={label}
      className={className}
      hint={
        hint || counter ? (
          <>
            {hint}
            {hint && counter ? ' · ' : null}
            {counter}
          </>
        ) : undefined
      }
    >
      {(control) => <textarea className="field-input py-2" rows={4} {...area} {...control} {...register(name)} />}
    </Field>
  );
}

export function SelectField({
  name,
  label,
  hint,
  className,
  options,
  ...select
}: {
  name: Path;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  options: readonly { value: string; label: string }[];
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id'>) {
  const { register } = useFormContext<EditorValues>();
  return (
    <Field name={name} label={label} hint={hint} className={className}>
      {(control) => (
        <select className="field-input" {...select} {...control} {...register(name)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A step's heading, focused when the step opens so keyboard and screen-reader users start there. */
export function StepHeading({ id, children, intro }: { id: string; children: ReactNode; intro?: ReactNode }) {
  return (
    <div>
      <h2
        id={id}
        tabIndex={-1}
        className="font-display text-xl font-semibold text-ink-900 focus:outline-none sm:text-2xl"
      >
        {children}
      </h2>
      {intro && <p className="mt-1 text-ink-700">{intro}</p>}
    </div>
  );
}
