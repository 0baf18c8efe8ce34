import { languageTag, type Assets } from '../../../server/http/assets';

export const TEST_VERSION = 'test-version';

/** Stand-in for the Vite build: the same template contract, no files needed. */
export const testAssets: Assets = {
  version: TEST_VERSION,
  html: async (page, _url, _component, _rendered, language) =>
    `<!doctype html>${languageTag(language)}<head></head><body>${page}<div id="app"></div></body></html>`,
  middleware: [],
};
