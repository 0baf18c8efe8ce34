import { useState } from 'react';
import { Badge, Button, Checkbox, CheckboxGroup, Notice, RadioCards } from '@/components/ui';
import { KitSection } from './kit-section';

const PRODUCTS = [
  { value: 'N', label: 'Domestic Express', description: 'Next business day delivery.' },
  {
    value: 'G',
    label: 'Domestic Economy',
    description: 'Delivery in 2 to 4 business days.',
    detail: <Badge tone="success">Cheapest</Badge>,
  },
];
const SERVICES = [
  { value: 'COD', label: 'Cash on Delivery (COD)' },
  { value: 'SIGNATURE', label: 'Signature on Delivery' },
];

/** Choices as cards: one of a few (radio), any of a few (checkboxes), one flag; a notice. */
export function KitChoices() {
  const [product, setProduct] = useState('');
  const [services, setServices] = useState<string[]>(['COD']);
  const [flag, setFlag] = useState(false);
  return (
    <KitSection title="Choices">
      <div className="space-y-6">
        <RadioCards
          legend="Product"
          options={PRODUCTS}
          value={product}
          onChange={setProduct}
          error={product ? undefined : 'Product code is required'}
          required
        />
        <CheckboxGroup
          legend="Added services"
          options={SERVICES}
          value={services}
          onChange={setServices}
        />
        <Checkbox
          label="Insurance"
          description="Insure this shipment for its declared value."
          checked={flag}
          onChange={setFlag}
        />
        <Notice
          tone="error"
          action={
            <Button variant="secondary" size="sm">
              Try again
            </Button>
          }
        >
          The price could not be fetched right now.
        </Notice>
      </div>
    </KitSection>
  );
}
