import { Badge, type BadgeTone } from '@/components/ui/badge';

const TONES: Record<string, BadgeTone> = {
  created: 'neutral',
  picked_up: 'info',
  in_transit: 'info',
  out_for_delivery: 'warning',
  delivered: 'success',
  cancelled: 'danger',
};

/** A package's status: its label (spec §8: else its name, else 'Unknown'). */
export function StatusBadge({ label, slug }: { label: string; slug?: string | null }) {
  return <Badge tone={(slug && TONES[slug]) || 'brand'}>{label}</Badge>;
}
