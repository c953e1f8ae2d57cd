import { Component, type ReactNode } from "react";

interface Props {
  moduleId: string;
  /** The message shown instead of the module, in the page's language. */
  message: string;
  onError: (error: Error, moduleId: string) => void;
  children: ReactNode;
}

/** One per module: a crash in one module shows the spec's message there and leaves the rest. */
export class ModuleErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    this.props.onError(error, this.props.moduleId);
  }

  override render() {
    if (this.state.failed) {
      return (
        <p className="module-error" role="alert">
          {this.props.message}
        </p>
      );
    }
    return this.props.children;
  }
}
