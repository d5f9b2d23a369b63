import { Component, type ComponentType, lazy, type ReactNode, Suspense, useState } from "react";

interface BoundaryProps {
  onError(): void;
  children: ReactNode;
}

// Catches a lazily loaded part whose download failed, so a flaky connection costs the shopper
// that part, not the whole page (without a boundary React unmounts the app).
class FailedPartBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A part of the page loaded with `import()` when it is first needed (an overlay, a dialog):
 * nothing shows until it arrives. If its download fails, `onError` runs and the part renders
 * nothing: the caller closes what opened it and unmounts the part. (Browsers keep a failed module
 * download for the page's life, so trying again takes a reload.)
 */
export function LazyPart({
  load,
  onError,
}: {
  load: () => Promise<{ default: ComponentType }>;
  onError(): void;
}) {
  const [Part] = useState(() => lazy(load));
  return (
    <FailedPartBoundary onError={onError}>
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    </FailedPartBoundary>
  );
}
