import { upstreamPath, type Upstream } from '../upstream';

/**
 * Cancels a shipment (main API extension `POST /clients/{client}/shipments/{id}/cancel`,
 * tests/contract/README.md). The provider refuses one with a package picked up with 409 and its message,
 * and answers a repeat on a cancelled one as a success; a provider without the extension
 * answers 404 (for a shipment the portal has just found).
 */
export function cancelShipment(up: Upstream, token: string, client: number, shipment: string) {
  return up.main.post(upstreamPath`/clients/${client}/shipments/${shipment}/cancel`, {
    token,
    body: {},
  });
}
