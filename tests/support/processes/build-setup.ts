import { ensureBuild } from './build';

/** The process suites run the production build; `npm test` has made it by now. */
export default function setup(): void {
  ensureBuild();
}
