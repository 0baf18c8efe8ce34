import type { PickupFormInput } from '../forms/pickup';
import type { Option } from '../address/types';
import type { StatusOption, TableFilters } from '../shipments/types';
import type { CancelRule } from '../shipments/cancel';
import type { Loaded } from '../types';

/** One pickup request as My PickUps shows it (spec §3 pickup request row). */
export interface PickupRowView {
  id: string;
  /** Address lines and places joined; empty when the provider sent none. */
  address: string;
  contact: { attention: string; phone: string; email: string };
  packages: number | null;
  totalWeight: number | null;
  /** 'yyyy-MM-dd' as sent. */
  date: string;
  timeFrom: string;
  timeTo: string;
  /** `slug`: the status value when the provider sends one ('cancelled', 'completed'). */
  status: { label: string; bg: string | null; text: string | null; slug?: string | null };
  /**
   * 'Cancel pickup': allowed until the window starts, or why not. Absent or
   * null where the provider does not offer cancelling: then the action is not shown.
   */
  cancel?: CancelRule | null;
}

/** The list's one prop: a page of rows, the pager and the controls' state. */
export interface PickupsTable {
  filters: TableFilters;
  /** Empty when the provider offers no pickup status options: then no chips. */
  statusOptions: StatusOption[];
  rows: PickupRowView[];
  currentPage: number;
  lastPage: number;
  total: number;
}

/** The wizard's start values, from the user's pickup preferences. */
export interface PickupDefaults {
  addressId: string;
  /** 'yyyy-MM-dd' or ''; the browser drops it when already past. */
  date: string;
  timeFrom: string;
  timeTo: string;
}

export interface SchedulePickupProps {
  /** The selected account's own addresses; not loaded when the provider could not answer. */
  addresses: Loaded<Option[]>;
  /** The shipper address from the dashboard's prompt: the wizard skips Shipper Information. */
  preset: Option | null;
  defaults: PickupDefaults;
  /** Sent back with the form: one booking per visit, however often Submit is pressed. */
  submission: string;
  /** ISO 3166 alpha-2 code for the address popup's phone field. */
  defaultCountry: string;
  /** The form as last submitted and not yet booked (a session ended meanwhile): start from it. */
  draft: PickupFormInput | null;
}
