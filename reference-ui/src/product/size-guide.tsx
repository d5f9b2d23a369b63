import { type KeyboardEvent, useId, useRef, useState } from "react";
import type { StorefrontVariant } from "solekit/clients";
import { sizeGuide, sizeGuideColumnLabels, sizeGuideTabLabel } from "solekit/rules";

/** The size guide dialog: tabs Baby, Toddler, Younger, Older; Foot Length (CM), UK, US, EU. */
export function SizeGuide({ variants }: { variants: readonly StorefrontVariant[] }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const base = useId();
  const sections = sizeGuide(
    variants.map((v) => ({
      ageGroup: v.metafields.age_group,
      uk: v.metafields.kids_uk,
      us: v.metafields.kids_us,
      eu: v.metafields.euro,
      cm: v.metafields.centimeter,
    })),
  );
  const [active, setActive] = useState(0);
  if (sections.length === 0) return null;
  const columns = sizeGuideColumnLabels();
  const current = sections[Math.min(active, sections.length - 1)];
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    const next = (active + step + sections.length) % sections.length;
    setActive(next);
    document.getElementById(`${base}-tab-${next}`)?.focus();
  };
  return (
    <>
      <button type="button" className="link-button" onClick={() => dialog.current?.showModal()}>
        Size guide
      </button>
      <dialog ref={dialog} className="size-guide" aria-labelledby={`${base}-title`}>
        <h2 id={`${base}-title`}>Size guide</h2>
        <div role="tablist" aria-label="Age group" className="size-guide__tabs" onKeyDown={onKeyDown}>
          {sections.map((section, index) => (
            <button
              key={section.tab}
              type="button"
              role="tab"
              id={`${base}-tab-${index}`}
              aria-selected={index === active}
              aria-controls={`${base}-panel`}
              tabIndex={index === active ? 0 : -1}
              onClick={() => setActive(index)}
            >
              {sizeGuideTabLabel(section.tab)}
            </button>
          ))}
        </div>
        {current ? (
          <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${active}`}>
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
                {current.rows.map((row) => (
                  <tr key={row.join("|")}>
                    {row.map((cell, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                      <td key={i}>{cell}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        <button type="button" onClick={() => dialog.current?.close()}>
          Close
        </button>
      </dialog>
    </>
  );
}
