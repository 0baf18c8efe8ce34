// Fails when modules of the portal import each other in a circle, type-only imports included
// (ESLint's cycle rules skip those): a cycle hides which module depends on which, and at
// run time lets the load order decide what a module sees. Run by `npm run lint`.
import { parseCircular, parseDependencyTree } from 'dpdm';

const ROOTS = ['server', 'shared', 'routes', 'resources/js'];

/**
 * Cycles still in server/ while its modules are being moved; each is listed whole, so a new
 * cycle fails at once. Remove an entry when its cycle is gone (a stale one is reported).
 */
const KNOWN_SERVER_CYCLES = [];

/** A cycle as one line, starting from its smallest path, so the same circle reads the same. */
function key(cycle) {
  const start = cycle.indexOf([...cycle].sort()[0]);
  return [...cycle.slice(start), ...cycle.slice(0, start)].join(' -> ');
}

const tree = await parseDependencyTree(
  ROOTS.map((root) => `${root}/**/*.{ts,tsx}`),
  { tsconfig: 'tsconfig.json', transform: false, skipDynamicImports: false },
);
const known = new Set(KNOWN_SERVER_CYCLES.map(key));
const found = parseCircular(tree).map(key);
const fresh = found.filter((cycle) => !known.has(cycle));
const gone = [...known].filter((cycle) => !found.includes(cycle));

for (const cycle of gone) {
  console.warn(`check-cycles: gone, remove it from KNOWN_SERVER_CYCLES: ${cycle}`);
}
if (fresh.length > 0) {
  console.error(`check-cycles: ${fresh.length} import cycle(s):`);
  for (const cycle of fresh) console.error(`  ${cycle}`);
  process.exit(1);
}
console.log(
  `check-cycles: ${Object.keys(tree).length} modules, no new import cycle` +
    (known.size > gone.length ? ` (${known.size - gone.length} known in server/)` : ''),
);
