import type { Router } from 'express';
import { z } from 'zod';
import { ADDED_SERVICES, CURRENCIES, FREIGHT_PAYMENT, PRODUCTS } from '../../domain/catalog';
import { say, sayOptions, wordLanguageOf } from '../../domain/words/language';
import { CURRENCY_WORDS, PRODUCT_WORDS, SERVICE_WORDS } from '../../domain/words/products';
import { addBusinessDays, localDate } from '../../domain/dates';
import { placeLabel } from '../../domain/places';
import { PACKAGE_SLUGS } from '../../domain/statuses';
import { ok, okBody } from '../../http/envelope';
import { fieldError, forbidden, invalid, notFound, type FieldErrors } from '../../http/errors';
import { idField, pageQuery } from '../../http/fields';
import { keepConsigneeMail, tellConsignee } from '../../store/consignee-mail';
import { declareIdempotency, idempotent, keepAnswer } from '../../http/idempotency';
import { fieldErrors, parse } from '../../http/validate';
import { addressById, type AddressRow } from '../../store/addresses';
import {
  customerById,
  customerReachable,
  isCustomerLinked,
  linkCustomer,
} from '../../store/customers';
import { listShipments } from '../../store/shipment-list';
import { shipmentDetail } from '../../store/shipment-detail';
import { insertShipment, shipmentById } from '../../store/shipments';
import { shipmentStats } from '../../store/stats';
import { recordActivity } from '../../store/team';
import type { UserRow } from '../../store/users';
import { requireClient, requireUser, selfUrl } from '../access';
import type { ServiceContext } from '../context';
import { checkEndKinds, returnedShipment } from '../return-rules';
import { markReturnOf } from '../../store/returns';
import { billFromQuote, quoteForBooking, withoutQuote } from '../quoted-billing';
import { apiFieldName, planShipment, type ShipmentPlan } from '../shipment-rules';
import { shipmentBody, type ShipmentBody } from '../shipment-schema';
import { reasonOfPackages, type ExportReason } from '../../domain/customs';
import { keepDeclaration, type CustomsDeclaration } from '../../store/customs';
import { instantBounds, optionalRange } from './date-range';

const payloadBody = z.object({
  client_id: idField('Account'),
  customer_id: idField('Customer').optional(),
});

const listQuery = pageQuery
  .and(optionalRange)
  .refine((q) => !q.status || PACKAGE_SLUGS.includes(q.status as never), {
    path: ['status'],
    message: 'The selected status is invalid',
  });

/**
 * The customs extension's declaration (docs/customs.md): what the body names, else a return
 * is declared as one and another shipment by its packages' commodities; the signer and the
 * tax numbers left out fall back, when the invoice is read, on the booking user and the
 * addresses.
 */
function declarationOf(
  body: ShipmentBody,
  plan: ShipmentPlan,
  original: unknown,
): CustomsDeclaration {
  const declared = body.shipment.customs;
  const reason =
    (declared?.reasonForExport as ExportReason | undefined) ??
    (original ? 'return' : reasonOfPackages(plan.packages.map((pkg) => pkg.commodity_type)));
  return {
    export_reason: reason,
    signer_name: declared?.signerName ?? null,
    exporter_tax_number: declared?.exporterTaxNumber ?? null,
    importer_tax_number: declared?.importerTaxNumber ?? null,
  };
}

export function shipmentRoutes(router: Router, ctx: ServiceContext): void {
  /** A customer the user may ship to under this account; linking it on the way if needed. */
  const requireCustomer = (user: UserRow, clientId: number, customerId: number) => {
    if (!customerById(ctx.db, customerId)) throw fieldError('customerId', 'Customer is required');
    if (!isCustomerLinked(ctx.db, clientId, customerId)) {
      if (!customerReachable(ctx.db, user.id, customerId)) throw forbidden();
      linkCustomer(ctx.db, clientId, customerId, ctx.now());
    }
  };

  router.post('/shipment-creation-payload', (req, res) => {
    const user = requireUser(ctx, req);
    const body = parse(payloadBody, req.body);
    requireClient(ctx, user, body.client_id, 'ship');
    if (body.customer_id !== undefined && !customerReachable(ctx.db, user.id, body.customer_id)) {
      throw forbidden();
    }
    // Labels in the caller's language (the list-languages extension); values as they are.
    const language = wordLanguageOf(req);
    ok(res, {
      currencies: sayOptions(CURRENCY_WORDS, language, CURRENCIES),
      products: PRODUCTS.map(({ value, label, description, product_group }) => ({
        value,
        label: say(PRODUCT_WORDS, language, label),
        description: say(PRODUCT_WORDS, language, description),
        product_group,
      })),
      added_services: sayOptions(SERVICE_WORDS, language, ADDED_SERVICES),
    });
  });

  // An Idempotency-Key makes a repeat answer with the shipment already created (extension).
  declareIdempotency(router);
  // A booking's quote id names the price agreed, not the booking (quoted-billing.ts).
  const keyed = idempotent(ctx, { significant: withoutQuote });
  router.post('/clients/:client/shipments', keyed, (req, res) => {
    const user = requireUser(ctx, req);
    const client = requireClient(ctx, user, req.params.client, 'ship');
    const parsed = shipmentBody.safeParse(req.body ?? {});
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const [key, message] of Object.entries(fieldErrors(parsed.error))) {
        errors[apiFieldName(key)] ??= message;
      }
      throw invalid(errors);
    }
    const body = parsed.data;
    const party = (id: string, field: string): AddressRow => {
      const address = addressById(ctx.db, id);
      if (!address || address.deleted_at) throw fieldError(field, 'please select an address');
      if (address.client_id !== client.id)
        throw forbidden('This address belongs to another account.');
      return address;
    };
    const sender = party(body.senderAddressId, 'senderAddressId');
    const receiver = party(body.receiverAddressId, 'receiverAddressId');
    // Extension: a return names its delivered original, and its ends are swapped.
    const original = returnedShipment(ctx.db, client.id, req.body);
    checkEndKinds(sender, receiver, original !== undefined);
    const plan = planShipment(body, sender, receiver);
    const now = ctx.now();
    // Extension: a booking from a valid quote of this account is billed at the quoted total.
    const quote = quoteForBooking(ctx.db, req.body, client.id, plan.product.value, now);
    // The booking, its consignee's mail and the answer kept under its Idempotency-Key are
    // written together: a retry after a crash at any instant replays it, never books twice.
    const answer = ctx.db.transaction(() => {
      requireCustomer(user, client.id, body.customerId);
      const created = insertShipment(
        ctx.db,
        {
          client_id: client.id,
          customer_id: body.customerId,
          sender_address_id: sender.id,
          receiver_address_id: receiver.id,
          created_by: user.id,
          reference1: body.shipment.reference1,
          billing_reference: body.shipment.billingReference,
          product_group: plan.product.product_group,
          product_code: plan.product.value,
          insurance: plan.insurance ? 1 : 0,
          dutiable: plan.international ? 1 : 0,
          customs_payment_type: plan.customs?.paymentType ?? null,
          customs_payment_method: plan.customs?.paymentMethod ?? null,
          freight_payment_type: FREIGHT_PAYMENT.paymentType,
          freight_payment_method: FREIGHT_PAYMENT.paymentMethod,
          added_services: JSON.stringify(plan.addedServices),
          created_at: now.toISOString(),
          etd: localDate(addBusinessDays(now, 1)),
          eta: localDate(addBusinessDays(now, 1 + plan.product.transitDays)),
        },
        plan.packages,
        { location: placeLabel(sender) },
      );
      if (original) markReturnOf(ctx.db, created.shipment_id, original.id);
      // The account's activity record (docs/team.md): who booked it, in the same write.
      recordActivity(ctx.db, {
        clientId: client.id,
        userId: user.id,
        kind: original ? 'shipment_returned' : 'shipment_booked',
        subject: created.mawb,
        details: {
          shipment_id: created.shipment_id,
          packages: created.packages.length,
          ...(original ? { return_of: original.mawb } : {}),
        },
        at: now.toISOString(),
      });
      // Extension: what an international shipment declares for its commercial invoice.
      if (plan.international) {
        keepDeclaration(ctx.db, created.shipment_id, declarationOf(body, plan, original));
      }
      if (quote) billFromQuote(ctx.db, created.shipment_id, client.account_number, quote);
      // Extension: the consignee, when they have an e-mail, gets the public tracking link.
      const email = body.shipment.notifyConsignee
        ? customerById(ctx.db, body.customerId)?.email
        : undefined;
      if (email) {
        keepConsigneeMail(ctx.db, created.shipment_id, email, ctx.portalUrl, wordLanguageOf(req));
        tellConsignee(ctx.db, created.shipment_id, 'created', now.toISOString());
      }
      const { shipment_id, mawb, packages } = created;
      return keepAnswer(
        res,
        okBody({ shipment_id, mawb, packages }, 'Shipment created successfully.'),
      );
    })();
    res.json(answer);
  });

  router.get('/user/clients/:client/shipments', (req, res) => {
    const user = requireUser(ctx, req);
    const client = requireClient(ctx, user, req.params.client, 'view');
    const query = parse(listQuery, req.query);
    const created = instantBounds(query);
    ok(
      res,
      listShipments(
        ctx.db,
        client.id,
        {
          page: query.page,
          perPage: query.per_page,
          status: query.status,
          search: query.search,
          createdFrom: created.start,
          createdBefore: created.end,
        },
        selfUrl(req),
        wordLanguageOf(req),
        ctx.now(),
      ),
    );
  });

  router.get('/user/clients/:client/shipments/:shipment', (req, res) => {
    const user = requireUser(ctx, req);
    const client = requireClient(ctx, user, req.params.client, 'view');
    const id = Number(req.params.shipment);
    const shipment = Number.isInteger(id) ? shipmentById(ctx.db, id) : undefined;
    if (!shipment) throw notFound('Shipment not found.');
    if (shipment.client_id !== client.id)
      throw forbidden('This shipment belongs to another account.');
    ok(res, shipmentDetail(ctx.db, shipment, selfUrl(req), wordLanguageOf(req), ctx.now()));
  });

  router.get('/user/clients/:client/stats', (req, res) => {
    const user = requireUser(ctx, req);
    const client = requireClient(ctx, user, req.params.client, 'view');
    ok(res, shipmentStats(ctx.db, client.id, ctx.now()));
  });
}
