// The shop's three preset avatars a child can choose (the sandbox's CDN serves them). A shop
// lists its own; the hooks take them as an option.

/** The preset avatars' URLs, in order. */
export const PRESET_AVATARS: readonly string[] = [1, 2, 3].map(
  (n) => `https://cdn.solekit.test/sandbox/avatars/${n}.svg`,
);
