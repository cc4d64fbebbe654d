// Admin sign-in at /admin/login: phone first, then the 6-digit code texted to it (PRODUCT.md §5, §8).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  InputAdornment,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useAuthProvider, useCheckAuth, useLogin, useNavigate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { PHONE_COUNTRY_CODE, RESEND_COUNTDOWN_S } from '../config/constants';
import type { AdminAuthProvider } from './authProvider';
import { returnPathFrom } from './next';
import { OtpError, sendAdminOtp, VERIFY_FAILED } from './otpApi';
import { dropSessionEndedNote, hasSessionEndedNote } from './session';
import { formatIndianPhone, sanitizeOtpInput, sanitizePhoneInput, validateOtp, validatePhone } from './validation';

type Step = 'phone' | 'otp';

/** docs/ADMIN_API.md "Session": shown once after the console ended a session by itself. */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

function asOtpError(error: unknown, fallbackTitle: string): OtpError {
  if (error instanceof OtpError) return error;
  const detail = error instanceof Error ? error.message : undefined;
  return new OtpError(fallbackTitle, { detail });
}

export function LoginPage() {
  const authProvider = useAuthProvider<AdminAuthProvider>();
  const login = useLogin();
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  // Where the admin was going before signing in (?next=), e.g. the Analytics screen.
  const next = returnPathFrom(useLocation().search);

  const [step, setStep] = useState<Step>('phone');
  const [phone, setPhone] = useState('');
  const [otp, setOtp] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<OtpError | null>(null);
  const [codeSent, setCodeSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(0);
  // Read on arrival and then removed, so a reload or a later visit does not repeat it.
  const [sessionEnded] = useState(hasSessionEndedNote);
  useEffect(dropSessionEndedNote, []);

  const phoneRef = useRef<HTMLInputElement>(null);
  const otpRef = useRef<HTMLInputElement>(null);

  // Already signed in (e.g. a bookmarked /admin/login): go straight to the dashboard (or next).
  useEffect(() => {
    checkAuth({}, false)
      .then(() => navigate(next ?? '/'))
      .catch(() => undefined);
  }, [checkAuth, navigate, next]);

  // Each step puts the caret where the admin types next.
  useEffect(() => {
    (step === 'phone' ? phoneRef : otpRef).current?.focus();
  }, [step]);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const sendOtp = (number: string) => (authProvider?.sendOtp ? authProvider.sendOtp(number) : sendAdminOtp(number));

  async function requestCode() {
    setBusy(true);
    setServerError(null);
    setCodeSent(false);
    try {
      await sendOtp(phone);
      setCodeSent(true);
      setOtp('');
      setSecondsLeft(RESEND_COUNTDOWN_S);
      setStep('otp');
      otpRef.current?.focus();
    } catch (error) {
      setServerError(asOtpError(error, 'Unable to send OTP'));
    } finally {
      setBusy(false);
    }
  }

  async function onSubmitPhone(event: FormEvent) {
    event.preventDefault();
    const problem = validatePhone(phone);
    setFieldError(problem);
    if (problem) {
      phoneRef.current?.focus();
      return;
    }
    await requestCode();
  }

  async function onSubmitOtp(event: FormEvent) {
    event.preventDefault();
    const problem = validateOtp(otp);
    setFieldError(problem);
    if (problem) {
      otpRef.current?.focus();
      return;
    }
    setBusy(true);
    setServerError(null);
    setCodeSent(false);
    try {
      // On success react-admin navigates to `next` (else the dashboard) and this page unmounts.
      await login({ phone, otp }, next);
    } catch (error) {
      setServerError(asOtpError(error, VERIFY_FAILED));
      setBusy(false);
      otpRef.current?.focus();
    }
  }

  function changeNumber() {
    setStep('phone');
    setOtp('');
    setFieldError(null);
    setServerError(null);
    setCodeSent(false);
    setSecondsLeft(0);
  }

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'flex-start',
        bgcolor: 'background.default',
        px: 2,
        py: { xs: 4, sm: 10 },
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }} variant="outlined">
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography component="p" variant="overline" color="primary" sx={{ fontWeight: 700 }}>
            Hyderabad Escapes
          </Typography>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
            Admin sign in
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {step === 'phone' ? (
              'Enter the mobile number of your admin account. We will text you a 6-digit code.'
            ) : (
              <>
                Enter the 6-digit code sent to{' '}
                <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                  {formatIndianPhone(phone)}
                </Box>
                .
              </>
            )}
          </Typography>

          {sessionEnded && !serverError && !codeSent && (
            <Alert severity="warning" role="status" sx={{ mb: 2 }}>
              {SESSION_ENDED_MESSAGE}
            </Alert>
          )}
          {serverError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {serverError.detail ? (
                <>
                  <AlertTitle>{serverError.title}</AlertTitle>
                  {serverError.detail}
                </>
              ) : (
                serverError.title
              )}
            </Alert>
          )}
          {codeSent && !serverError && (
            <Alert severity="success" role="status" sx={{ mb: 2 }}>
              OTP Sent
            </Alert>
          )}

          {step === 'phone' ? (
            <Box component="form" noValidate onSubmit={onSubmitPhone} aria-label="Request a sign-in code">
              <TextField
                inputRef={phoneRef}
                id="admin-phone"
                name="phone"
                label="Mobile number"
                type="tel"
                value={phone}
                onChange={(e) => {
                  setPhone(sanitizePhoneInput(e.target.value));
                  setFieldError(null);
                }}
                error={!!fieldError}
                helperText={fieldError ?? '10-digit Indian mobile number'}
                fullWidth
                required
                autoComplete="tel-national"
                slotProps={{
                  input: {
                    startAdornment: <InputAdornment position="start">{PHONE_COUNTRY_CODE}</InputAdornment>,
                  },
                  htmlInput: { inputMode: 'numeric' },
                }}
              />
              <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ mt: 2 }}>
                {busy ? 'Sending OTP…' : 'Send OTP'}
              </Button>
            </Box>
          ) : (
            <Box component="form" noValidate onSubmit={onSubmitOtp} aria-label="Enter the sign-in code">
              <TextField
                inputRef={otpRef}
                id="admin-otp"
                name="otp"
                label="6-digit code"
                value={otp}
                onChange={(e) => {
                  setOtp(sanitizeOtpInput(e.target.value));
                  setFieldError(null);
                }}
                error={!!fieldError}
                helperText={fieldError ?? ' '}
                fullWidth
                required
                autoComplete="one-time-code"
                slotProps={{
                  htmlInput: { inputMode: 'numeric' },
                }}
              />
              <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ mt: 2 }}>
                {busy ? 'Verifying…' : 'Verify OTP'}
              </Button>
              <Stack direction="row" sx={{ mt: 1.5, justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
                <Button onClick={changeNumber} disabled={busy}>
                  Change number
                </Button>
                <Button onClick={requestCode} disabled={busy || secondsLeft > 0}>
                  {secondsLeft > 0 ? `Resend OTP in ${secondsLeft}s` : 'Resend OTP'}
                </Button>
              </Stack>
            </Box>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
