import { Component, type ReactNode } from 'react';

interface FallbackBoundaryProps {
  /** Shown instead of the children once they failed. */
  fallback: ReactNode;
  /** A new value (a new query reference, say) clears the failure and renders the children again. */
  resetKey: unknown;
  children: ReactNode;
}

interface FallbackBoundaryState {
  failed: boolean;
  resetKey: unknown;
}

/**
 * Keeps a failing part of a page (not a whole route, which has its error element) from
 * taking the page down: the part shows `fallback` until `resetKey` changes.
 */
export class FallbackBoundary extends Component<FallbackBoundaryProps, FallbackBoundaryState> {
  state: FallbackBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<FallbackBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: FallbackBoundaryProps,
    state: FallbackBoundaryState,
  ): FallbackBoundaryState | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
