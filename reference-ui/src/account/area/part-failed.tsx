import { type ReactNode, useEffect, useRef } from "react";
import { PartBoundary } from "../../ui/lazy-part";

/**
 * What an account section or dialog whose download failed says, announced, with the one way
 * back: a reload (browsers keep a failed module download for the page's life). With `takeFocus`
 * it takes the focus the dialog would have taken, so it scrolls into view where it shows.
 */
export function PartFailed({ children, takeFocus = false }: { children: ReactNode; takeFocus?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus]);
  return (
    <div ref={ref} className="account-card account-area__error" role="alert" tabIndex={-1}>
      <p>
        <strong>{children}</strong> Check your connection, then reload the page.
      </p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        Reload the page
      </button>
    </div>
  );
}

/**
 * Where an account dialog loaded with `import()` renders: if its download fails, `onError` closes
 * what opened it and {@link PartFailed} says so in its place, with the focus.
 */
export function DialogPart({ onError, children }: { onError(): void; children: ReactNode }) {
  return (
    <PartBoundary
      onError={onError}
      failure={<PartFailed takeFocus>Sorry, we couldn't open that.</PartFailed>}
    >
      {children}
    </PartBoundary>
  );
}
