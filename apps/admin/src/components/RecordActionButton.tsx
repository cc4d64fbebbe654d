// A button for one record action. Consequential actions open a confirm dialog whose reason is
// required (shown with the rule it breaks; nothing is sent until it is right); the others run at
// once. Extra fields of the dialog (a refund choice, a role) are the caller's.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId, useState, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { useRecordContext, useResourceContext, type RaRecord } from 'react-admin';
import { REASON_MAX_LENGTH } from '../config/constants';
import { normaliseReason, reasonProblem } from '../lib/reason';
import { useRecordAction } from './useRecordAction';

export interface RecordActionButtonProps {
  action: string;
  label: string;
  successMessage: string;
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
    onOpen?.();
    setOpen(true);
  }

  async function onConfirm(event: FormEvent) {
    event.preventDefault();
    if (withReason) {
      const found = reasonProblem(reason);
      setProblem(found);
      if (found) {
        document.getElementById(reasonId)?.focus();
        return;
      }
    }
    const done = await send(withReason ? { reason: normaliseReason(reason) } : {});
    if (done) setOpen(false);
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
          aria-describedby={confirmText ? textId : undefined}
          fullWidth
          maxWidth="sm"
          // The reason gets the focus once the dialog is in, so the admin can type at once.
          slotProps={{ transition: { onEntered: () => document.getElementById(reasonId)?.focus() } }}
        >
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
              <Button type="submit" variant="contained" color={destructive ? 'error' : 'primary'} disabled={isPending}>
                {confirmLabel ?? label}
              </Button>
            </DialogActions>
          </form>
        </Dialog>
      )}
    </>
  );
}
