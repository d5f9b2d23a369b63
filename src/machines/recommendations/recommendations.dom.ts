// Element ids of a carousel's tabs, from one base id per carousel (React's useId in the hook).

/**
 * Id of the tab list element.
 *
 * @example
 * ```ts
 * tabListDomId("r1"); // "r1-tablist"
 * ```
 */
export const tabListDomId = (baseId: string): string => `${baseId}-tablist`;

/**
 * Id of the tab at `index`. Indexes rather than tab ids keep the element id valid whatever the
 * tab ids contain.
 *
 * @example
 * ```ts
 * tabDomId("r1", 0); // "r1-tab-0"
 * ```
 */
export const tabDomId = (baseId: string, index: number): string => `${baseId}-tab-${index}`;

/**
 * Id of the panel of the tab at `index`.
 *
 * @example
 * ```ts
 * tabPanelDomId("r1", 0); // "r1-panel-0"
 * ```
 */
export const tabPanelDomId = (baseId: string, index: number): string => `${baseId}-panel-${index}`;
