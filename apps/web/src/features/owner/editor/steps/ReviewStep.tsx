// Step 8: what still stops the listing from going to review (the server's `missing`, each with a
// way to the step that fixes it), and Submit for review; afterwards, a clear "Under review".
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { CircleAlert, Hourglass, ListChecks } from 'lucide-react';
import { paths } from '@/config/paths';
import { i18n } from '@/i18n/catalogs';
import { useLingui } from '@/i18n/react';
import { useListingActions } from '../../listings/use-listing-actions';
import { canSubmit } from '../../listings/status';
import { useEditor, useSavedListing } from '../editor-context';
import { fieldLabel, stepOfField } from '../field-meta';
import { StepHeading } from '../fields';
import { stepLabel } from '../steps';
import { LIVE_EDITS_NOTE } from '../StatusPanel';
import '../messages';

export function ReviewStep() {
  const id = useId();
  const listing = useSavedListing();
  const { save, goToStep } = useEditor();
  const { run, busy } = useListingActions();
  const { _ } = useLingui();
  /** What the server said when a submit was refused, until the listing next changes. */
  const [refused, setRefused] = useState<{ version: number; missing: Record<string, string> } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const missing = { ...listing.missing, ...(refused && refused.version === listing.version ? refused.missing : {}) };
  const entries = Object.entries(missing);

  async function submit() {
    setNotice(null);
    // What is typed goes first: review sees the saved listing.
    const saved = await save.flush();
    if (!saved) {
      setNotice(i18n._('editor.review.unsaved'));
      return;
    }
    const result = await run(listing.id, 'submit');
    if (!result.ok && result.missing) setRefused({ version: listing.version, missing: result.missing });
    if (result.ok) setRefused(null);
  }

  return (
    <div className="flex flex-col gap-5">
      <StepHeading id="step-review" intro={_('editor.review.intro')}>
        {_('owner.step.review')}
      </StepHeading>

      {listing.status === 'pending_review' ? (
        <div role="status" className="rounded-2xl border-l-4 border-yellow-600 bg-yellow-50 p-4">
          <h3 className="flex items-center gap-2 font-sans text-lg font-semibold text-ink-900">
            <Hourglass aria-hidden="true" className="size-5 text-yellow-800" />
            {_('owner.status.pendingReview')}
          </h3>
          <p className="mt-1 text-ink-900">{_('editor.review.underReview', { title: listing.title })}</p>
        </div>
      ) : listing.status === 'published' ? (
        <div className="rounded-2xl border-l-4 border-leaf-600 bg-leaf-50 p-4">
          <h3 className="font-sans text-lg font-semibold text-ink-900">{_('editor.review.live')}</h3>
          <p className="mt-1 text-ink-900">{_('editor.review.liveNote', { note: _(LIVE_EDITS_NOTE) })}</p>
          <Link
            to={paths.property(listing.slug)}
            className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          >
            {_('editor.review.seeIt')}
          </Link>
        </div>
      ) : null}

      <section aria-labelledby={`${id}-checklist`}>
        <h3 id={`${id}-checklist`} className="font-sans text-base font-semibold text-ink-900">
          {_('editor.review.checklist')}
        </h3>
        {entries.length === 0 ? (
          <p className="mt-2 flex items-center gap-2 text-leaf-700">
            <ListChecks aria-hidden="true" className="size-5" />
            {_('editor.review.allSet')}
          </p>
        ) : (
          <ul aria-label={_('editor.review.missing')} className="mt-2 flex flex-col gap-2">
            {entries.map(([key, message]) => {
              const step = stepOfField(key);
              return (
                <li
                  key={key}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-sand-200 bg-white p-3"
                >
                  <span className="flex gap-2 text-ink-900">
                    <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger-600" />
                    <span>
                      <span className="font-semibold">{fieldLabel(key)}:</span> {message}
                    </span>
                  </span>
                  <button type="button" className="btn-ghost px-3 text-brand-700" onClick={() => goToStep(step)}>
                    {_('editor.goTo', { step: stepLabel(step) })}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      {canSubmit(listing) && (
        <div>
          <button
            type="button"
            className="btn-primary w-full sm:w-auto"
            disabled={busy !== null}
            onClick={() => void submit()}
          >
            {busy ? _('editor.review.submitting') : _('owner.listings.submit')}
          </button>
          {entries.length > 0 && <p className="mt-2 text-sm text-ink-700">{_('editor.review.finishFirst')}</p>}
          {notice && (
            <p role="alert" className="field-error">
              {notice}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
