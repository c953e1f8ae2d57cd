import { Component, type ReactNode } from "react";
import { reportError } from "../../../errors/reportError";

interface Props {
  fallback: ReactNode;
  children: ReactNode;
}

/** Catches a failed load of the lazily loaded colour chooser: it is reported and the fallback shown (spec 2, section 8). */
export class PickerLoadBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    reportError(error, "The colour picker failed to load");
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
