import type { ShipmentRowView, TrackingResult, TrackingView } from '../../../shared/shipments/types';
import type { InertiaBrowser } from '../inertia';

/** Every row of My Shipments as `user` sees it, page after page. */
export async function allShipmentRows(user: InertiaBrowser): Promise<ShipmentRowView[]> {
  const all: ShipmentRowView[] = [];
  for (let page = 1; ; page++) {
    const shown = (
      await user.visit(['shipments', { per_page: '100', page: String(page) }])
    ).component('shipments/shipments');
    all.push(...shown.prop<ShipmentRowView[]>('table.value.rows'));
    if (page >= shown.prop<number>('table.value.lastPage')) return all;
  }
}

/** A package's tracking drawer as the list opens it (only its `tracking` prop reloaded). */
export async function drawerOf(
  user: InertiaBrowser,
  shipment: string,
  pkg: string,
): Promise<TrackingView> {
  if (user.current?.component !== 'shipments/shipments') await user.visit('shipments');
  const page = await user.visit(['shipments', { track: `${shipment}:${pkg}` }], {
    only: ['tracking'],
  });
  return page.prop<TrackingResult>('tracking').package!;
}
