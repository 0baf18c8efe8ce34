import { Router, type Express } from 'express';
import { createServiceApp } from '../../http/app';
import type { ServiceContext } from '../context';
import { accountRoutes } from './accounts';
import { addressRoutes } from './addresses';
import { awbLabelRoutes } from './awb-label';
import { claimRoutes } from './claims';
import { customerRoutes } from './customers';
import { customsRoutes, DOCUMENTS_BODY_LIMIT, DOCUMENTS_PATH } from './customs';
import { devClaimRoutes } from './dev-claims';
import { devOutboxRoutes } from './dev-outbox';
import { devTrackingRoutes } from './dev-tracking';
import { exceptionRoutes } from './exceptions';
import { importMappingRoutes } from './import-mappings';
import { noticeRoutes } from './notices';
import { invoiceRoutes } from './invoices';
import { packagePresetRoutes } from './package-presets';
import { passwordRoutes } from './password';
import { pickupListRoutes } from './pickups';
import { profileRoutes } from './profile';
import { proofOfDeliveryRoutes } from './proof-of-delivery';
import { rateRoutes } from './rates';
import { referenceDataRoutes } from './reference-data';
import { registrationRoutes } from './registration';
import { reportRoutes } from './reports';
import { sessionRoutes } from './session';
import { shipmentCancelRoutes } from './shipment-cancel';
import { shipmentRoutes } from './shipments';
import { devTeamRoutes, teamRoutes } from './team';
import { trackingRoutes } from './tracking';

/** The main API: reference data, users and accounts, addresses, shipments, pickup lists. */
export function createMainApp(ctx: ServiceContext): Express {
  // A customs document carries a PDF of up to 5 MB in base64: its path reads larger bodies.
  const largeBodies = { path: DOCUMENTS_PATH, limit: DOCUMENTS_BODY_LIMIT };
  return createServiceApp(
    'main',
    ctx.log,
    (app) => {
      const router = Router();
      referenceDataRoutes(router);
      sessionRoutes(router, ctx);
      registrationRoutes(router, ctx);
      passwordRoutes(router, ctx);
      profileRoutes(router, ctx);
      accountRoutes(router, ctx);
      addressRoutes(router, ctx);
      customerRoutes(router, ctx);
      shipmentRoutes(router, ctx);
      shipmentCancelRoutes(router, ctx);
      customsRoutes(router, ctx);
      proofOfDeliveryRoutes(router, ctx);
      exceptionRoutes(router, ctx);
      claimRoutes(router, ctx);
      noticeRoutes(router, ctx);
      pickupListRoutes(router, ctx);
      awbLabelRoutes(router, ctx);
      invoiceRoutes(router, ctx);
      reportRoutes(router, ctx);
      packagePresetRoutes(router, ctx);
      importMappingRoutes(router, ctx);
      trackingRoutes(router, ctx);
      rateRoutes(router, ctx);
      teamRoutes(router, ctx);
      if (!ctx.production) {
        devOutboxRoutes(router, ctx);
        devTrackingRoutes(router, ctx);
        devClaimRoutes(router, ctx);
        devTeamRoutes(router, ctx);
      }
      app.use(router);
    },
    largeBodies,
  );
}
