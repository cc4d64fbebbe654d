export {
  ToastProvider,
  useToast,
  DEFAULT_TOAST_DURATION_MS,
  type ToastOptions,
  type ToastVariant,
} from './ToastProvider';
