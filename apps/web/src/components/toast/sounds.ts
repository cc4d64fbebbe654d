// Short notes that tell toast kinds apart by ear (PRODUCT.md §9 "Sounds": distinct notes for success,
// error, warning, info and booking toasts). Synthesised with Web Audio, so there are no files to
// download; where audio is unavailable (old browsers, jsdom, blocked autoplay) nothing plays.
export type ToastVariant = 'success' | 'error' | 'warning' | 'info' | 'booking';

interface Note {
  /** Hz */
  frequency: number;
  /** Seconds after the start. */
  at: number;
  /** Seconds. */
  length: number;
}

/** Rising for good news, falling for errors, repeated for warnings, one note for info, a chime for bookings. */
export const TOAST_NOTES: Record<ToastVariant, { wave: OscillatorType; notes: Note[] }> = {
  success: {
    wave: 'sine',
    notes: [
      { frequency: 523.25, at: 0, length: 0.12 },
      { frequency: 783.99, at: 0.1, length: 0.18 },
    ],
  },
  error: {
    wave: 'triangle',
    notes: [
      { frequency: 392, at: 0, length: 0.14 },
      { frequency: 261.63, at: 0.13, length: 0.22 },
    ],
  },
  warning: {
    wave: 'triangle',
    notes: [
      { frequency: 440, at: 0, length: 0.1 },
      { frequency: 440, at: 0.16, length: 0.1 },
    ],
  },
  info: { wave: 'sine', notes: [{ frequency: 659.25, at: 0, length: 0.16 }] },
  booking: {
    wave: 'sine',
    notes: [
      { frequency: 523.25, at: 0, length: 0.12 },
      { frequency: 659.25, at: 0.1, length: 0.12 },
      { frequency: 783.99, at: 0.2, length: 0.12 },
      { frequency: 1046.5, at: 0.3, length: 0.22 },
    ],
  },
};

type AudioContextClass = typeof AudioContext;
let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const Ctor: AudioContextClass | undefined =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext);
  if (!Ctor) return null;
  try {
    context = new Ctor();
  } catch {
    return null;
  }
  return context;
}

/** Plays the variant's notes quietly; never throws. */
export function playToastSound(variant: ToastVariant): void {
  const ctx = audioContext();
  if (!ctx) return;
  try {
    // Browsers start a context suspended until the page has had a user gesture.
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    const { wave, notes } = TOAST_NOTES[variant];
    const start = ctx.currentTime + 0.01;
    for (const note of notes) {
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      oscillator.type = wave;
      oscillator.frequency.value = note.frequency;
      // A soft attack and decay: no clicks, and quiet enough not to startle.
      gain.gain.setValueAtTime(0.0001, start + note.at);
      gain.gain.exponentialRampToValueAtTime(0.08, start + note.at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + note.at + note.length);
      oscillator.connect(gain).connect(ctx.destination);
      oscillator.start(start + note.at);
      oscillator.stop(start + note.at + note.length + 0.02);
    }
  } catch {
    // Audio is a nicety; a failure must not affect the toast.
  }
}
