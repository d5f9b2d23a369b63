/**
 * The files of docs/ssr.md's Next.js (App Router) example, by path: each code block of that
 * section whose first line names its file (`// app/layout.tsx`, optionally followed by a note).
 * `npm run try:next` builds exactly these, so the docs cannot drift from what was tried.
 *
 * @example
 * ```ts
 * const files = nextExampleFiles(readFileSync("docs/ssr.md", "utf8"));
 * files.get("middleware.ts"); // the middleware's source
 * ```
 */
export function nextExampleFiles(markdown: string): Map<string, string> {
  const start = markdown.indexOf("### Next.js (App Router)");
  if (start === -1) throw new Error('docs/ssr.md has no "### Next.js (App Router)" section');
  const rest = markdown.slice(start + 1);
  const end = rest.search(/\n#{2,3} /);
  const section = end === -1 ? rest : rest.slice(0, end);
  const files = new Map<string, string>();
  for (const [, source = ""] of section.matchAll(/```tsx?\n([\s\S]*?)```/g)) {
    const path = /^\/\/ ([\w./-]+\.tsx?)\b/.exec(source)?.[1];
    if (path) files.set(path, source);
  }
  return files;
}
