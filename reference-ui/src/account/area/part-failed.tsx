import type { ReactNode } from "react";
import { PartBoundary } from "../../ui/lazy-part";

/**
 * What an account section or dialog whose download failed says, announced, with the one way
 * back: a reload (browsers keep a failed module download for the page's life).
 */
export function PartFailed({ children }: { children: ReactNode }) {
  return (
    <div className="account-card account-area__error" role="alert">
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
 * what opened it and {@link PartFailed} says so in its place.
 */
export function DialogPart({ onError, children }: { onError(): void; children: ReactNode }) {
  return (
    <PartBoundary onError={onError} failure={<PartFailed>Sorry, we couldn't open that.</PartFailed>}>
      {children}
    </PartBoundary>
  );
}
