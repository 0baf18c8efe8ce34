import { describe, expect, it } from 'vitest';
import { progressSteps, progressValue, stepLabel } from '../../../shared/shipments/progress';
import { COUNT_UP_MS, COUNT_UP_STEPS } from '../../../shared/shipments/count-up';

describe('progress values (spec §4)', () => {
  it.each([
    ['start', 0],
    ['processing', 25],
    ['review', 75],
    ['finish', 100],
    ['anything', 0],
    ['', 0],
    ['toString', 0],
    ['FINISH', 0],
  ])('%s is %i', (status, value) => {
    expect(progressValue(status)).toBe(value);
  });
});

describe('step labels', () => {
  it.each([
    ['shipment_created', 'Shipment Created'],
    ['picked_up', 'Picked Up'],
    ['out_for_delivery', 'Out For Delivery'],
    ['delivered', 'Delivered'],
    ['in__transit_', 'In Transit'],
  ])('%s reads %s', (key, label) => {
    expect(stepLabel(key)).toBe(label);
  });

  it('makes one step per log key, in order, finished only when true', () => {
    expect(
      progressSteps({ shipment_created: true, picked_up: 'yes', in_transit: false, delivered: 1 }),
    ).toEqual([
      { key: 'shipment_created', label: 'Shipment Created', state: 'finish' },
      { key: 'picked_up', label: 'Picked Up', state: 'start' },
      { key: 'in_transit', label: 'In Transit', state: 'start' },
      { key: 'delivered', label: 'Delivered', state: 'start' },
    ]);
    expect(progressSteps(null)).toEqual([]);
  });
});

describe('the stats count-up (spec §9)', () => {
  it('takes 1000 ms in 30 steps', () => {
    expect(COUNT_UP_MS).toBe(1000);
    expect(COUNT_UP_STEPS).toBe(30);
  });
});
