// The contract's response shapes ("Entities" and the endpoint table), as zod schemas. Where
// the contract leaves a type open (ids, amounts) both JSON numbers and strings pass.
import { z } from 'zod';

export const id = z.union([z.string().min(1), z.number().int()]);
const text = z.string().nullable();
const amount = z.union([z.number(), z.string().regex(/^\d+(\.\d+)?$/)]);
const count = z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/)]);
const ymd = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const hhmm = z.string().regex(/^\d{2}:\d{2}$/);

export const option = z.object({ value: z.union([z.string(), z.number()]), label: z.string() });
export const options = z.array(option);

export const paginated = <T extends z.ZodType>(row: T) =>
  z.object({
    data: z.array(row),
    current_page: z.number().int().positive(),
    last_page: z.number().int().positive(),
    per_page: z.number().int().positive(),
    total: z.number().int().nonnegative(),
  });

export const user = z.object({
  id,
  first_name: z.string(),
  last_name: z.string(),
  user_name: text,
  email: z.email(),
  phone_number: text,
  country: text,
  province: text,
  city: text,
  customer_type: z.enum(['personal', 'business']),
  pickup_address_id: id.nullable(),
  shipping_address_id: id.nullable(),
  date: ymd.nullable(),
  time_from: hhmm.nullable(),
  time_to: hhmm.nullable(),
});
export type User = z.infer<typeof user>;

export const client = z.object({
  id,
  name: z.string(),
  details: text,
  account_number: z.string().min(1),
});
export type Client = z.infer<typeof client>;

export const address = z.object({
  id,
  label: text,
  company: text,
  attention: z.string(),
  address1: z.string(),
  address2: text,
  email: text,
  phone: z.string(),
  area_code: text,
  city: z.string(),
  province: z.string(),
  country: z.string(),
  address_type: z.union([z.string(), z.number()]),
  kind: z.enum(['client', 'customer']),
});
export type Address = z.infer<typeof address>;

export const customer = z.object({ id, name: z.string(), email: text, phone: z.string() });

export const geoRow = z.object({ id: z.union([z.string(), z.number()]), name: z.string() });
export const country = z.object({
  id: z.union([z.string(), z.number()]),
  name: z.string(),
  iso2: z.string().regex(/^[A-Z]{2}$/),
});

export const enums = z.object({
  address_types: options,
  customs_payment_type: options,
  payment_methods: options,
  commodity_types: options,
  dimension_units: options,
  weight_units: options,
  package_types: options,
  product_groups: options,
});
export type Enums = z.infer<typeof enums>;

export const creationPayload = z.object({
  currencies: options,
  products: z.array(option.extend({ description: text, product_group: z.string() })),
  added_services: options,
});
export type CreationPayload = z.infer<typeof creationPayload>;

const party = z.object({
  company: text,
  address1: text,
  address2: text,
  city: text,
  province: text,
  country: text,
  attention: text,
});

export const packageRow = z.object({
  id,
  type: text,
  awb: z.string().min(1),
  status: z.object({ name: z.string(), label: z.string() }),
  statuses: z.array(z.object({ slug: z.string(), name: z.string(), label: z.string() })),
  updates: z.array(
    z.object({
      date: text,
      status: text,
      location: text,
      label: text,
      pdf_url: text,
    }),
  ),
});

export const shipmentRow = z.object({
  shipment_id: id,
  mawb: text,
  order_reference: text,
  created_at: z.string(),
  eta: text,
  etd: text,
  sender: party,
  receiver: party,
  packages: z.array(packageRow),
});
export type ShipmentRow = z.infer<typeof shipmentRow>;

const end = z.object({ city: text, address1: text, attention: text });

export const shipmentDetail = z.object({
  shipment: z.object({ id, sla_delivery: text, updated_at: text }),
  packages: z.array(
    z.object({
      id,
      awb: z.string().min(1),
      awb_url: z.url(),
      commodity_type: text,
      last_status: z.object({ label: z.string() }),
      sender: end,
      receiver: end,
      status_logs: z.record(z.string().regex(/^[a-z]+(_[a-z]+)*$/), z.boolean()),
      activities_logs: z.array(
        z.object({
          created_at_date: z.string(),
          created_at_time: z.string(),
          status: z.string(),
          status_code: z.union([z.string(), z.number()]),
          location: text,
        }),
      ),
    }),
  ),
});

export const pickupRow = z.object({
  id,
  address: z.object({
    address1: text,
    address2: text,
    city: text,
    province: text,
    country: text,
    attention: text,
    phone: text,
    email: text,
  }),
  nb_packages: count,
  total_weight: amount,
  pickup_date: z.string().min(1),
  pickup_time_from: z.string().min(1),
  pickup_time_to: z.string().min(1),
  status: z.object({ label: z.string(), color_bg: z.string(), color_text: z.string() }),
});

export const stats = z.object({
  shipments_created_this_month: z.number().int().nonnegative(),
  shipments_in_transit: z.number().int().nonnegative(),
  shipments_delivered_this_month: z.number().int().nonnegative(),
});

export const login = z.object({
  access_token: z.object({ token: z.string().min(16), expires_at: z.string().min(1) }),
  user,
});

export const withId = z.object({ id });
export const withToken = z.object({ token: z.string().min(1) });
export const nothing = z.null();
export const created = z.object({
  shipment_id: id,
  packages: z.array(z.object({ id, awb: z.string().min(1) })).min(1),
});

/** A sum of money as the rating extension answers it (a number or a numeric string). */
export const money = z.object({
  value: z.union([
    z.number(),
    z
      .string()
      .regex(/^-?\d+(\.\d+)?$/)
      .transform(Number),
  ]),
  currency: z.string().regex(/^[A-Z]{3}$/),
});

/** One quote of `POST /rates` (the rating extension). */
export const rateQuote = z.object({
  quote_id: id,
  expires_at: z.string().datetime({ offset: true }),
  product: z.object({
    value: z.string().min(1),
    label: z.string().min(1),
    product_group: z.string().min(1),
  }),
  total: money,
  breakdown: z
    .array(z.object({ code: z.string().min(1), label: z.string().min(1), amount: money }))
    .min(1),
  weight: z.object({
    actual: z.number().nonnegative(),
    volumetric: z.number().nonnegative(),
    chargeable: z.number().positive(),
    unit: z.literal('kg'),
  }),
  delivery: z.object({
    ship_date: ymd,
    estimated_date: ymd,
    business_days: z.number().int().nonnegative(),
    cutoff: z.string().regex(/^\d{2}:\d{2}$/),
  }),
});
export const rates = z.object({ quotes: z.array(rateQuote) });
export type RateQuote = z.infer<typeof rateQuote>;
