import { Component, type ReactNode } from "react";

interface Props {
  /** Shown instead of the children once they have thrown. */
  fallback: ReactNode;
  onError: (error: Error) => void;
  children: ReactNode;
}

/** Keeps a crash (or a failed lazy load) in its children to their place: reported, and the fallback shown there. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
