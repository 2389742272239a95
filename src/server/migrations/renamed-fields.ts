/**
 * A stored record with each old field name (a key of `names`) under its new one, in the same place in the
 * record; fields without an old name are kept. Idempotent: a record already in the new names comes back
 * equal. Where a record somehow holds both names, the new one's value wins and the old one goes.
 */
export function renamedFields(
  stored: Readonly<Record<string, unknown>>,
  names: Readonly<Record<string, string>>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(stored)) {
    const renamed = names[key];
    if (renamed === undefined) out[key] = value;
    else if (!(renamed in stored)) out[renamed] = value;
  }
  return out;
}
