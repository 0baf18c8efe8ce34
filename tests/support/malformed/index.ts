/**
 * Bad requests generated from a row of the route table, so a new route is covered by the
 * malformed-input suite without editing it. Pure and seeded: the same route and seed give
 * the same cases, so a failure found once can be replayed.
 */
export {
  BASE_FIELDS,
  BODY_CASES_PER_ROUTE,
  BODY_CATEGORIES,
  POLLUTION_MARK,
  QUERY_CATEGORIES,
  SEED,
  type BadRequest,
  type Category,
  type CsrfPlan,
  type TokenSource,
} from './case-types';
export { rng, seedFor, type Rng } from './random';
export { goodPath, matchingValues } from './path-params';
export { BAD_VALUES } from './bad-values';
export { badRequests, caseKey } from './body-cases';
export { badQueries, QUERY_CASES_MIN } from './query-cases';
export { formFields } from './form-fields';
