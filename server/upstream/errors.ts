// Temporary, while server/controllers still import the failure types from here: they live
// in server/failures.ts.
export {
  UpstreamError,
  UpstreamForbiddenError,
  UpstreamNotFoundError,
  UpstreamRejectedError,
  UpstreamSignedOutError,
  UpstreamUnansweredError,
  UpstreamUnavailableError,
  UpstreamValidationError,
} from '../failures';
