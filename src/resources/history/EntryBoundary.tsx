import { Component, type ReactNode } from 'react';

/**
 * Shows `fallback` in place of `children` when drawing them fails: one entry of the history
 * whose record cannot be drawn (its link) never takes the whole list down with it.
 */
export class EntryBoundary extends Component<
  { children: ReactNode; fallback: ReactNode },
  { failed: boolean }
> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
