import { messages } from '../../../shared/messages';
import { labelFile, shipmentDetail } from '../../api/shipments';
import { deps } from '../../deps';
import { streamPdf } from '../../http/pdf-stream';
import type { Handler } from '../../routing/handler';
import { requireAccount } from './account';

/**
 * A package's AWB label (spec §2.9 'Download AWB'). The package must belong to a shipment
 * of the selected account.
 */
export const label: Handler = (req, res) => {
  const account = requireAccount(req);
  const up = deps(req).upstream;
  const shipmentId = String(req.params.shipment);
  const packageId = String(req.params.package);
  return streamPdf(req, res, {
    open: async () => {
      const detail = await shipmentDetail(up, account.token, account.client, shipmentId);
      const pkg = detail.packages.find((p) => p.id === packageId);
      if (!pkg || !/^[A-Za-z0-9_-]{1,64}$/.test(pkg.awb)) return null;
      return { file: await labelFile(up, account.token, pkg.awb), filename: `AWB-${pkg.awb}.pdf` };
    },
    unavailable: messages.shipments.labelUnavailable,
  });
};
