import { placeLabel, placeNames } from './places';
import type { TrackingStatus } from './statuses';

interface Place {
  country: string;
  province: string | null;
  city: string;
}

/**
 * Where a package is when it reaches a status: at the sender's until picked up, at the
 * destination's regional facility in transit, then in the receiver's city.
 */
export function eventLocation(status: TrackingStatus, sender: Place, receiver: Place): string {
  switch (status) {
    case 'created':
    case 'picked_up':
      return placeLabel(sender);
    case 'in_transit': {
      const names = placeNames(receiver);
      const region = names.province || names.city;
      return `${region} facility, ${names.country}`;
    }
    default:
      return placeLabel(receiver);
  }
}
