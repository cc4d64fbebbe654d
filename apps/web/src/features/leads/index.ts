// The leads feature's public entry: the exit-intent prompt's trigger, placed in the guest page
// frame through ExitIntentSlot (desktops only, its own chunk).
export { ExitIntent } from './ExitIntent';
export { ExitIntentSlot } from './ExitIntentSlot';
