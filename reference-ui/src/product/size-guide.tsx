import { useId, useRef } from "react";
import type { StorefrontVariant } from "solekit/clients";
import { sizeGuide, sizeGuideColumnLabels } from "solekit/rules";

/** The size guide dialog: tabs Baby, Toddler, Younger, Older; Foot Length (CM), UK, US, EU. */
export function SizeGuide({ variants }: { variants: readonly StorefrontVariant[] }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const sections = sizeGuide(
    variants.map((v) => ({
      ageGroup: v.metafields.age_group,
      uk: v.metafields.kids_uk,
      us: v.metafields.kids_us,
      eu: v.metafields.euro,
      cm: v.metafields.centimeter,
    })),
  );
  if (sections.length === 0) return null;
  const columns = sizeGuideColumnLabels();
  return (
    <>
      <button type="button" className="link-button" onClick={() => dialog.current?.showModal()}>
        Size guide
      </button>
      <dialog ref={dialog} className="size-guide" aria-labelledby={titleId}>
        <h2 id={titleId}>Size guide</h2>
        {sections.map((section) => (
          <section key={section.tab} aria-label={section.tab}>
            <h3>{section.tab}</h3>
            <table>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {section.rows.map((row) => (
                  <tr key={row.join("|")}>
                    {row.map((cell, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                      <td key={i}>{cell}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ))}
        <button type="button" onClick={() => dialog.current?.close()}>
          Close
        </button>
      </dialog>
    </>
  );
}
