import { describe, expect, it } from 'vitest';
import { sayCharge } from '../../../server/reference/domain/words/charges';

describe('sayCharge: a price line’s label in the caller’s language', () => {
  it('says the name and writes the figure in brackets as the language does', () => {
    expect(sayCharge('Freight (2.5 kg)', 'fr')).toBe('Transport (2,5 kg)');
    expect(sayCharge('Freight (2.5 kg)', 'ar')).toBe('أجرة الشحن (2.5 كغ)');
    expect(sayCharge('Fuel surcharge (18.5%)', 'fr')).toBe('Surcharge carburant (18,5 %)');
    expect(sayCharge('Contract discount (10%)', 'ar')).toBe('خصم العقد (10%)');
    expect(sayCharge('Quoted price (quote Q1A2)', 'fr')).toBe('Prix du devis (devis Q1A2)');
  });

  it('says a whole name that holds brackets of its own, and the added services', () => {
    expect(sayCharge('Duties and taxes (estimate)', 'fr')).toBe('Droits et taxes (estimation)');
    expect(sayCharge('Saturday Delivery', 'ar')).toBe('التسليم يوم السبت');
  });

  it('leaves English, and a label it does not know, as they are', () => {
    expect(sayCharge('Freight (2.5 kg)', 'en')).toBe('Freight (2.5 kg)');
    expect(sayCharge('Handling (3 boxes)', 'fr')).toBe('Handling (3 boxes)');
    expect(sayCharge('Freight (three kilos)', 'ar')).toBe('Freight (three kilos)');
  });
});
