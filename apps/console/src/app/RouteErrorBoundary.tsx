import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ChunkLoadError } from '../lib/lazy-page';
import { PageError } from './PageError';

interface BoundaryProps {
  /** A new value (the path) clears a caught error: navigating away leaves the failed page behind. */
  resetKey?: unknown;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface BoundaryState {
  caught: { error: unknown } | null;
  resetKey: unknown;
}

/** Shows `fallback` instead of children that threw while rendering (a lazy chunk's failed load included). */
export class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { caught: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { caught: { error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { caught: null, resetKey: props.resetKey };
  }

  override render() {
    return this.state.caught ? this.props.fallback(this.state.caught.error) : this.props.children;
  }
}

/** A route's boundary: the error message in place of the page (the frame around it stays), until the path changes. */
export function RouteErrorBoundary({ fullPage, children }: { fullPage?: boolean; children: ReactNode }) {
  return (
    <ErrorBoundary
      resetKey={useLocation().pathname}
      fallback={(error) => <PageError stale={error instanceof ChunkLoadError} fullPage={fullPage} />}
    >
      {children}
    </ErrorBoundary>
  );
}
