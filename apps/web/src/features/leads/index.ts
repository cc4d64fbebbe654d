// The leads feature's public entry: the exit-intent prompt's trigger, placed in the guest page frame.
export { ExitIntent } from './ExitIntent';
