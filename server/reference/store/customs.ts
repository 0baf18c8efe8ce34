import type { Db } from '../db/connection';
import type { ExportReason } from '../domain/customs';

/**
 * What a shipment declares for its commercial invoice (the customs extension,
 * docs/customs.md), kept on the shipment, and the invoice the portal sent electronically
 * (Paperless Trade), kept as its SHA-256 and size: the provider files it, the portal prints it.
 */

export interface CustomsDeclaration {
  export_reason: ExportReason | null;
  signer_name: string | null;
  exporter_tax_number: string | null;
  importer_tax_number: string | null;
}

export interface InvoiceDocument {
  invoice_document_sha256: string | null;
  invoice_document_size: number | null;
  invoice_document_at: string | null;
}

export function keepDeclaration(db: Db, shipmentId: number, declared: CustomsDeclaration): void {
  db.prepare(
    `UPDATE shipments SET export_reason = @export_reason, signer_name = @signer_name,
       exporter_tax_number = @exporter_tax_number, importer_tax_number = @importer_tax_number
     WHERE id = @id`,
  ).run({ ...declared, id: shipmentId });
}

export function declarationOf(
  db: Db,
  shipmentId: number,
): (CustomsDeclaration & InvoiceDocument) | undefined {
  return db
    .prepare<[number], CustomsDeclaration & InvoiceDocument>(
      `SELECT export_reason, signer_name, exporter_tax_number, importer_tax_number,
         invoice_document_sha256, invoice_document_size, invoice_document_at
       FROM shipments WHERE id = ?`,
    )
    .get(shipmentId);
}

/** The latest document sent stands: a corrected invoice replaces the one before. */
export function keepInvoiceDocument(
  db: Db,
  shipmentId: number,
  document: { sha256: string; size: number; at: string },
): void {
  db.prepare(
    `UPDATE shipments SET invoice_document_sha256 = ?, invoice_document_size = ?,
       invoice_document_at = ? WHERE id = ?`,
  ).run(document.sha256, document.size, document.at, shipmentId);
}

/** Whether the shipment's commercial invoice was sent electronically. */
export function invoiceSentElectronically(db: Db, shipmentId: number): boolean {
  return Boolean(
    db
      .prepare<[number], { sent: string | null }>(
        'SELECT invoice_document_sha256 AS sent FROM shipments WHERE id = ?',
      )
      .get(shipmentId)?.sent,
  );
}
