/** What a section shows while its data loads: grey blocks of a section's shape, announced as busy. */
export function SectionSkeleton({ blocks = 3 }: { blocks?: number }) {
  return (
    <div className="section-skeleton" aria-busy="true">
      <span className="visually-hidden">Loading…</span>
      {Array.from({ length: blocks }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity
        <div key={index} className="section-skeleton__block" />
      ))}
    </div>
  );
}
