/**
 * What `solekit` resolves to under the `react-server` export condition (a React Server
 * Component in Next.js's App Router): a clear refusal instead of React's "createContext not
 * found". The provider and the hooks keep state and effects, so they run in client components.
 * Server code can import `solekit/clients`, `solekit/rules`, `solekit/machines` and
 * `solekit/prefetch`, which hold no React.
 *
 * @packageDocumentation
 */
throw new Error(
  'solekit: SolekitProvider and the hooks are client components, so "solekit" cannot be imported in a React Server Component. ' +
    'Import it in a file that starts with "use client" (for example app/providers.tsx) and render that file from your layout. ' +
    'Server code can import "solekit/clients", "solekit/rules", "solekit/machines" and "solekit/prefetch".',
);
