// Footer newsletter box: checks the address and thanks the guest. There is no subscription call
// in the API yet, so nothing is sent; the confirmation says only what is true.
import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@/i18n/react';
import { i18n } from '@/i18n/catalogs';
import './footer-messages';

/** A practical address check: something@domain.tld, no spaces, 5–100 characters (as sign-up). */
export function validateNewsletterEmail(value: string): string | null {
  const email = value.trim();
  if (email === '') return i18n._('newsletter.emailRequired');
  if (email.length < 5 || email.length > 100 || !/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email)) {
    return i18n._('newsletter.emailInvalid');
  }
  return null;
}

export function NewsletterForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [subscribed, setSubscribed] = useState<string | null>(null);
  const { _ } = useLingui();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateNewsletterEmail(email);
    setError(problem);
    if (problem) return;
    setSubscribed(email.trim());
    setEmail('');
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="font-display text-lg font-semibold text-white">
        {_('newsletter.title')}
      </h2>
      <p className="mt-1 text-sm text-sand-200">{_('newsletter.text')}</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <div className="flex-1">
          <label htmlFor={`${id}-email`} className="sr-only">
            {_('newsletter.emailLabel')}
          </label>
          <input
            id={`${id}-email`}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (error) setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="field-input"
          />
        </div>
        <button type="submit" className="btn bg-brand-300 text-brand-900 hover:bg-brand-200">
          {_('newsletter.subscribe')}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm font-semibold text-brand-200">
          {error}
        </p>
      )}
      <p role="status" className="mt-2 text-sm text-leaf-50">
        {subscribed && _('newsletter.thanks', { email: subscribed })}
      </p>
    </form>
  );
}
