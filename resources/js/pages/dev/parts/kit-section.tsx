import type { ReactNode } from 'react';
import { Card } from '@/components/ui';

/** One part of the kit gallery: a titled card. */
export function KitSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card title={title} aria-label={title}>
      {children}
    </Card>
  );
}
