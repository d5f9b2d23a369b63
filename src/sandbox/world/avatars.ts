import { sandboxHosts } from "../sandbox-hosts";
/** Number of preset avatars children can choose from. */
export const AVATAR_COUNT = 3;

/**
 * URL of preset avatar `n` (1 to {@link AVATAR_COUNT}) on the shop's CDN host; the sandbox serves
 * `avatarSvg(n)` there.
 *
 * @example
 * ```ts
 * avatarUrl(2); // "https://cdn.solekit.test/sandbox/avatars/2.svg"
 * ```
 */
export function avatarUrl(n: number): string {
  return `${sandboxHosts.cdn}/sandbox/avatars/${n}.svg`;
}

/** The preset avatars' URLs, in order. */
export const AVATAR_URLS: readonly string[] = Array.from({ length: AVATAR_COUNT }, (_, i) =>
  avatarUrl(i + 1),
);

const FACES: readonly (readonly [background: string, face: string, extra: string, label: string])[] = [
  [
    "#cfe8ff",
    "#a0703c",
    '<circle cx="62" cy="58" r="22" fill="#a0703c"/><circle cx="138" cy="58" r="22" fill="#a0703c"/><ellipse cx="100" cy="122" rx="22" ry="16" fill="#e6c9a4"/>',
    "Bear",
  ],
  [
    "#ffe1cc",
    "#ef7d2d",
    '<path d="M50 70L62 26L92 58ZM150 70L138 26L108 58Z" fill="#ef7d2d"/><path d="M70 118Q100 150 130 118Q100 132 70 118Z" fill="#fff"/>',
    "Fox",
  ],
  [
    "#e4dcff",
    "#8cc4e8",
    '<circle cx="100" cy="46" r="10" fill="#f2d03b"/><path d="M100 50V62" stroke="#333" stroke-width="4"/><rect x="74" y="124" width="52" height="10" rx="5" fill="#333"/>',
    "Robot",
  ],
];

/**
 * Draws preset avatar `n` (1 to {@link AVATAR_COUNT}): a bear, a fox or a robot.
 *
 * @throws RangeError when `n` is not a preset number.
 * @example
 * ```ts
 * avatarSvg(1).includes("<svg"); // true
 * ```
 */
export function avatarSvg(n: number): string {
  const face = FACES[n - 1];
  if (!Number.isInteger(n) || !face) throw new RangeError(`No avatar ${n}; presets are 1 to ${AVATAR_COUNT}`);
  const [background, colour, extra, label] = face;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="${label}">` +
    `<title>${label}</title><rect width="200" height="200" rx="100" fill="${background}"/>` +
    `<circle cx="100" cy="108" r="58" fill="${colour}"/>${extra}` +
    '<circle cx="80" cy="98" r="7" fill="#222"/><circle cx="120" cy="98" r="7" fill="#222"/></svg>'
  );
}
