/** Joins the truthy class names, so conditional classes read as one expression. */
export function cx(...names: ReadonlyArray<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
