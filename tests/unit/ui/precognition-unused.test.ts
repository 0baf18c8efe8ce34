import { client, createValidator, toSimpleValidationErrors } from 'laravel-precognition';
import { describe, expect, it } from 'vitest';

// vite.config.ts puts resources/js/lib/precognition-unused.ts in the package's place.
describe('Precognition, left out of the build', () => {
  it('fails loudly where only Precognition would reach', () => {
    expect(() => createValidator(() => Promise.resolve({}))).toThrow(/left out/);
    expect(() => client.withXsrfHeaderName('X-XSRF-TOKEN')).toThrow(/left out/);
  });

  it('still turns lists of messages into the first message of each field', () => {
    expect(toSimpleValidationErrors({ email: ['Taken', 'Too long'], name: ['Required'] })).toEqual({
      email: 'Taken',
      name: 'Required',
    });
  });
});
