import { Component, type ComponentType, lazy, type ReactNode, Suspense, useState } from "react";

interface BoundaryProps {
  /** What shows once the download failed. */
  failure: ReactNode;
  /** A change of it shows the children again (another page's code may well download). */
  resetKey?: string;
  onError?(): void;
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
    this.props.onError?.();
  }
  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }
  override render() {
    return this.state.failed ? this.props.failure : this.props.children;
  }
}

/**
 * Where parts loaded with `import()` render (a section, a dialog): `fallback` shows while they
 * download. If a download fails, `onError` runs (the caller closes what opened the part) and
 * `failure` shows in its place until `resetKey` changes: browsers keep a failed module download
 * for the page's life, so trying the same part again takes a reload.
 */
export function PartBoundary({
  fallback = null,
  failure = null,
  resetKey,
  onError,
  children,
}: {
  fallback?: ReactNode;
  failure?: ReactNode;
  /** When it changes after a failure, the children render again (e.g. the page's path). */
  resetKey?: string;
  onError?(): void;
  children: ReactNode;
}) {
  return (
    <FailedPartBoundary failure={failure} resetKey={resetKey} onError={onError}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </FailedPartBoundary>
  );
}

/**
 * One part loaded with `import()` when it is first needed (an overlay): nothing shows until it
 * arrives, and nothing if its download fails; then `onError` runs and the caller unmounts it.
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
    <PartBoundary onError={onError}>
      <Part />
    </PartBoundary>
  );
}
