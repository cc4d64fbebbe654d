// Per-area error boundary (PRODUCT.md §2 "Error fallbacks", §8 "Error boundary: a per-area message and an
// error id"). Try Again clears the error and resets failed queries so they fetch again.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { createErrorId, type ErrorArea } from './areas';
import { ErrorFallback } from './ErrorFallback';

interface BoundaryProps {
  area: ErrorArea;
  children: ReactNode;
  onReset?: () => void;
  /** When any of these change while an error is shown, the boundary resets itself (e.g. the URL). */
  resetKeys?: readonly unknown[];
}

interface BoundaryState {
  error: unknown;
  errorId: string | null;
}

class AreaBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null, errorId: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, errorId: createErrorId() };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[${this.props.area}] ${this.state.errorId ?? ''}`, error, info.componentStack);
  }

  componentDidUpdate(prev: BoundaryProps) {
    if (this.state.errorId === null) return;
    const a = prev.resetKeys ?? [];
    const b = this.props.resetKeys ?? [];
    if (a.length !== b.length || a.some((key, i) => !Object.is(key, b[i]))) this.reset();
  }

  reset = () => {
    this.props.onReset?.();
    this.setState({ error: null, errorId: null });
  };

  render() {
    if (this.state.errorId !== null) {
      return <ErrorFallback area={this.props.area} errorId={this.state.errorId} onRetry={this.reset} />;
    }
    return this.props.children;
  }
}

export interface ErrorBoundaryProps {
  area?: ErrorArea;
  children: ReactNode;
  resetKeys?: readonly unknown[];
  onReset?: () => void;
}

export function ErrorBoundary({ area = 'generic', children, resetKeys, onReset }: ErrorBoundaryProps) {
  const { reset } = useQueryErrorResetBoundary();
  return (
    <AreaBoundary
      area={area}
      resetKeys={resetKeys}
      onReset={() => {
        reset();
        onReset?.();
      }}
    >
      {children}
    </AreaBoundary>
  );
}
