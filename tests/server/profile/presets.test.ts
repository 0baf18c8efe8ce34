import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PackagePresetView, PresetList } from '../../../shared/shipment-wizard/presets';
import { signedIn, type InertiaBrowser } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';
import {
  answerWhen,
  callsMatching,
  htmlPage,
  notFoundEnvelope,
  validationError,
} from '../../support/provider/answers';

let portal: Portal;
let user: InertiaBrowser;
beforeAll(async () => {
  portal = await startPortal({ fake: 'all', timeoutMs: 5000 });
  user = await signedIn(portal.app);
});
afterEach(() => portal.overrides.clear());
afterAll(() => portal?.close());

const PRESETS = 'GET /user/clients/\\d+/package-presets';
const ANY_PRESET_CALL = '(GET|POST|DELETE) /user/clients/\\d+/package-presets(/[^/]+)?';

const listed = async () =>
  (await user.visit('shipping-preferences'))
    .component('profile/shipping-preferences')
    .where('presets.state', 'ok')
    .prop<PackagePresetView[]>('presets.value');

const wizardList = () => user.getJson<PresetList>('create-shipment.presets');

const box = {
  name: 'Shoe box',
  description: 'Shoes',
  type: '',
  commodityType: '',
  weight: '1.2',
  weightUnit: '',
  dimensionsUnit: '',
  length: '',
  width: '',
  height: '',
};

/** A package as the wizard has it, with the enums' first values. */
async function aPackage(name: string) {
  await user.visit('create-shipment');
  const enums = user.page.prop<Record<string, Array<{ value: string }>>>('enums.value');
  const first = (list: string) => enums[list]![0]!.value;
  return {
    ...box,
    name,
    type: first('packageTypes'),
    commodityType: first('commodityTypes'),
    weightUnit: first('weightUnits'),
    dimensionsUnit: first('dimensionUnits'),
    length: '30',
    width: '20',
    height: '10',
  };
}

describe('package presets on Shipping Preferences', () => {
  it('lists the account’s presets by name', async () => {
    const presets = await listed();
    expect(presets.length).toBeGreaterThan(0);
    for (const preset of presets) {
      expect(preset).toMatchObject({ id: expect.any(String), name: expect.any(String) });
    }
  });

  it('renames a preset, and says a missing or refused name under the field', async () => {
    const [preset] = await listed();
    const target = ['shipping-preferences.rename-preset', { preset: preset!.id }] as const;

    (await user.put(target, { name: '  ' }, { errorBag: 'renamePreset' }))
      .redirectedTo('/profile/shipping-preferences')
      .errorsExactly({ name: 'Preset Name is required' }, 'renamePreset');

    (await user.put(target, { name: 'x'.repeat(61) }, { errorBag: 'renamePreset' })).hasErrors(
      { name: 'Preset Name must be at most 60 characters' },
      'renamePreset',
    );

    portal.overrides.add(
      answerWhen(
        callsMatching('POST /user/clients/\\d+/package-presets/[^/]+'),
        validationError('name', 'Name taken'),
      ),
    );
    (await user.put(target, { name: 'Taken' }, { errorBag: 'renamePreset' })).hasErrors(
      { name: 'Name taken' },
      'renamePreset',
    );
    portal.overrides.clear();

    (await user.put(target, { name: 'Renamed box' }, { errorBag: 'renamePreset' }))
      .redirectedTo('/profile/shipping-preferences')
      .hasNoErrors('renamePreset')
      .hasToast({ message: 'The package preset has been saved.', status: 'success' })
      .where('presets.value', (list: PackagePresetView[]) =>
        list.some((p) => p.id === preset!.id && p.name === 'Renamed box'),
      );
  });

  it('deletes a preset', async () => {
    const values = await aPackage('To delete');
    await user.post('create-shipment.preset', values, { errorBag: 'preset' });
    const made = (await listed()).find((p) => p.name === 'To delete')!;

    (await user.delete(['shipping-preferences.destroy-preset', { preset: made.id }]))
      .redirectedTo('/profile/shipping-preferences')
      .hasToast({ message: 'The package preset has been deleted.', status: 'success' })
      .where('presets.value', (list: PackagePresetView[]) => !list.some((p) => p.id === made.id));
  });
});

describe('package presets in the Create Shipment wizard', () => {
  it('lists them as JSON for “Use a preset”', async () => {
    const answer = await wizardList();
    expect(answer.state).toBe('ok');
    expect(answer.state === 'ok' && answer.value.length).toBeGreaterThan(0);
  });

  it('saves a package as a preset, back to the wizard with it as flash data', async () => {
    const values = await aPackage('Saved from the wizard');
    (await user.post('create-shipment.preset', values, { errorBag: 'preset' }))
      .redirectedTo('/shipments/create')
      .component('shipments/create-shipment')
      .hasNoErrors('preset')
      .flash('savedPreset.name', 'Saved from the wizard')
      .hasToast({ message: 'The package preset has been saved.', status: 'success' });
    const answer = await wizardList();
    expect(answer.state === 'ok' && answer.value.map((p) => p.name)).toContain(
      'Saved from the wizard',
    );
  });

  it('says a missing name, and the provider’s refusal, under the fields', async () => {
    const values = await aPackage('');
    (await user.post('create-shipment.preset', values, { errorBag: 'preset' }))
      .redirectedTo('/shipments/create')
      .errorsExactly({ name: 'Preset Name is required' }, 'preset');

    (
      await user.post(
        'create-shipment.preset',
        { ...values, name: 'No weight', weight: 'heavy' },
        { errorBag: 'preset' },
      )
    ).hasErrors(['weight'], 'preset');
  });
});

describe('a provider without package presets', () => {
  it('says so on Shipping Preferences and in the wizard, and the rest works', async () => {
    portal.overrides.add(answerWhen(callsMatching(ANY_PRESET_CALL), notFoundEnvelope));
    (await user.visit('shipping-preferences'))
      .component('profile/shipping-preferences')
      .where('presets', { state: 'not-offered' })
      .where('current.ok', true);
    expect(await wizardList()).toEqual({ state: 'not-offered' });
    (await user.visit('create-shipment')).component('shipments/create-shipment').has('draft.id');
  });

  it('reads a web page where the JSON should be as not offered too', async () => {
    portal.overrides.add(answerWhen(callsMatching(PRESETS), htmlPage(200)));
    expect(await wizardList()).toEqual({ state: 'not-offered' });
  });

  it('tells an outage apart: the presets are unavailable, the page stays', async () => {
    portal.failing.add(callsMatching(PRESETS));
    try {
      (await user.visit('shipping-preferences'))
        .component('profile/shipping-preferences')
        .where('presets', { state: 'unavailable' });
      // The wizard's list fails as every JSON helper does: 503, with its empty answer.
      const res = await user.fetch('create-shipment.presets');
      expect(res.status).toBe(503);
      expect(JSON.parse(String(res.body))).toEqual({ state: 'unavailable' });
    } finally {
      portal.failing.clear();
    }
  });
});
