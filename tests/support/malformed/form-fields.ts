import { BASE_FIELDS } from './case-types';

/**
 * The field names of every shared form schema, read from the schemas themselves: a field
 * added to a form is sent bad values without editing the suite.
 */
const formModules = import.meta.glob<Record<string, unknown>>('../../../shared/forms/*.ts', {
  eager: true,
});

interface ZodLike {
  _zod: { def: Record<string, unknown> };
}

const isSchema = (value: unknown): value is ZodLike =>
  typeof value === 'object' && value !== null && '_zod' in value;

function collect(value: unknown, into: Set<string>, depth: number): void {
  if (depth > 8 || !isSchema(value)) return;
  const def = value._zod.def;
  if (def.type === 'object' && typeof def.shape === 'object' && def.shape !== null) {
    for (const [name, inner] of Object.entries(def.shape)) {
      into.add(name);
      collect(inner, into, depth + 1);
    }
  }
  const options = Array.isArray(def.options) ? (def.options as unknown[]) : [];
  for (const inner of [def.in, def.out, def.innerType, def.element, ...options]) {
    collect(inner, into, depth + 1);
  }
}

export function formFields(): string[] {
  const names = new Set<string>(BASE_FIELDS);
  for (const module of Object.values(formModules)) {
    for (const value of Object.values(module)) collect(value, names, 0);
  }
  return [...names].sort();
}
