export { ErrorBoundary, type ErrorBoundaryProps } from './ErrorBoundary';
export { ErrorFallback } from './ErrorFallback';
export { ERROR_AREA_COPY, createErrorId, type ErrorArea } from './areas';
