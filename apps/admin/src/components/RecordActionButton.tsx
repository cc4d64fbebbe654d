// A button for one record action. Consequential actions open a confirm dialog whose reason is
// required (shown with the rule it breaks; nothing is sent until it is right); the others run at
// once. Extra fields of the dialog (a refund choice, a role, an amount) are the caller's, and so is
// checking them (`check`). With `done`, the dialog stays open after success to show the answer.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId, useState, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { useRecordContext, useResourceContext, type RaRecord } from 'react-admin';
import { REASON_MAX_LENGTH } from '../config/constants';
import { normaliseReason, reasonProblem } from '../lib/reason';
import { useRecordAction } from './useRecordAction';

export interface RecordActionButtonProps {
  action: string;
  label: string;
  successMessage: string | ((answer: RaRecord) => string);
  icon?: ReactElement;
  resource?: string;
  record?: RaRecord;
  /** Opens the dialog with a required reason. */
  withReason?: boolean;
  /** Dialog title and text; the dialog also opens without a reason when given. */
  confirmTitle?: string;
  confirmText?: ReactNode;
  confirmLabel?: string;
  /** Red confirm button: the action takes something away. */
  destructive?: boolean;
  /** More of the request body (merged with `reason`). */
  body?: Record<string, unknown>;
  /** More fields of the dialog, above the reason. */
  fields?: ReactNode;
  disabled?: boolean;
  /** Called when the dialog opens (callers reset their extra fields). */
  onOpen?: () => void;
  /** Checks the extra fields before anything is sent; false stops (the caller shows why). */
  check?: () => boolean;
  /** What the dialog shows once the action went through, instead of closing. */
  done?: (answer: RaRecord) => ReactNode;
  variant?: 'text' | 'outlined' | 'contained';
}

export function RecordActionButton({
  action,
  label,
  successMessage,
  icon,
  resource: resourceProp,
  record: recordProp,
  withReason = false,
  confirmTitle,
  confirmText,
  confirmLabel,
  destructive = false,
  body = {},
  fields,
  disabled = false,
  onOpen,
  check,
  done,
  variant = 'outlined',
}: RecordActionButtonProps) {
  const contextResource = useResourceContext();
  const contextRecord = useRecordContext();
  const resource = resourceProp ?? contextResource;
  const record = recordProp ?? contextRecord;
  const { run, isPending } = useRecordAction();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [answer, setAnswer] = useState<RaRecord | null>(null);
  const titleId = useId();
  const textId = useId();
  const reasonId = useId();

  if (!record || !resource) return null;
  const needsDialog = withReason || confirmTitle !== undefined;

  const send = (extra: Record<string, unknown>) =>
    run({ resource, id: record.id, action, data: { ...body, ...extra }, successMessage });

  function openDialog() {
    setReason('');
    setProblem(null);
    setAnswer(null);
    onOpen?.();
    setOpen(true);
  }

  async function onConfirm(event: FormEvent) {
    event.preventDefault();
    // The caller's fields come first on screen, so they are checked (and focused) first.
    const fieldsRight = check ? check() : true;
    const found = withReason ? reasonProblem(reason) : null;
    setProblem(found);
    if (!fieldsRight) return;
    if (found) {
      document.getElementById(reasonId)?.focus();
      return;
    }
    const sent = await send(withReason ? { reason: normaliseReason(reason) } : {});
    if (!sent) return;
    if (done) setAnswer(sent);
    else setOpen(false);
  }

  const length = [...normaliseReason(reason)].length;

  return (
    <>
      <Button
        size="small"
        variant={variant}
        color={destructive ? 'error' : 'primary'}
        startIcon={icon}
        disabled={disabled || isPending}
        onClick={needsDialog ? openDialog : () => void send({})}
      >
        {label}
      </Button>
      {needsDialog && (
        <Dialog
          open={open}
          onClose={() => !isPending && setOpen(false)}
          aria-labelledby={titleId}
          aria-describedby={confirmText && !answer ? textId : undefined}
          fullWidth
          maxWidth="sm"
          // The reason gets the focus once the dialog is in, so the admin can type at once.
          slotProps={{ transition: { onEntered: () => document.getElementById(reasonId)?.focus() } }}
        >
          {answer && done ? (
            <>
              <DialogTitle id={titleId}>{confirmTitle ?? label}</DialogTitle>
              <DialogContent>{done(answer)}</DialogContent>
              <DialogActions>
                {/* The form that had the focus is gone: the focus goes to the way out. */}
                <Button variant="contained" ref={(button) => button?.focus()} onClick={() => setOpen(false)}>
                  Close
                </Button>
              </DialogActions>
            </>
          ) : (
            <form noValidate onSubmit={onConfirm}>
              <DialogTitle id={titleId}>{confirmTitle ?? label}</DialogTitle>
              <DialogContent>
                {confirmText && (
                  <DialogContentText id={textId} sx={{ mb: 2 }}>
                    {confirmText}
                  </DialogContentText>
                )}
                {fields}
                {withReason && (
                  <TextField
                    id={reasonId}
                    label="Reason"
                    required
                    fullWidth
                    multiline
                    minRows={2}
                    value={reason}
                    onChange={(e) => {
                      setReason(e.target.value);
                      if (problem) setProblem(null);
                    }}
                    error={!!problem}
                    helperText={problem ?? `${length}/${REASON_MAX_LENGTH} characters; recorded in the audit log`}
                    sx={{ mt: 1 }}
                  />
                )}
              </DialogContent>
              <DialogActions>
                <Button onClick={() => setOpen(false)} disabled={isPending}>
                  Go back
                </Button>
                <Button
                  type="submit"
                  variant="contained"
                  color={destructive ? 'error' : 'primary'}
                  disabled={isPending}
                >
                  {confirmLabel ?? label}
                </Button>
              </DialogActions>
            </form>
          )}
        </Dialog>
      )}
    </>
  );
}
