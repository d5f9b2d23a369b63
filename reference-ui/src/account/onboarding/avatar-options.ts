// The three preset avatars a child chooses from (onboarding step 2). A shop lists its own; these
// are the ones the sandbox serves on its CDN host (any origin's /sandbox/avatars/ path).

/** The preset avatars, in order: a bear, a fox and a robot. */
export const AVATAR_PRESETS: readonly { url: string; label: string }[] = [
  { url: "https://cdn.solekit.test/sandbox/avatars/1.svg", label: "Bear" },
  { url: "https://cdn.solekit.test/sandbox/avatars/2.svg", label: "Fox" },
  { url: "https://cdn.solekit.test/sandbox/avatars/3.svg", label: "Robot" },
];
