/**
 * The schema's steps for the customs extension (docs/customs.md): an address's tax number,
 * and what a shipment declares for its commercial invoice (the reason for export, who signs,
 * the tax numbers for this shipment) and the invoice the portal sent electronically
 * (Paperless Trade: kept as its hash and size). Listed in order by migrations.ts; a released
 * step is never edited.
 */
export const customsSteps = [
  {
    version: 14,
    name: 'an address keeps its tax number: VAT, EORI or tax id (extension)',
    sql: `
      ALTER TABLE addresses ADD COLUMN tax_number TEXT;
    `,
  },
  {
    version: 15,
    name: 'a shipment keeps its customs declaration and its electronic invoice (extension)',
    // Null columns are what the shipment did not declare: the invoice then falls back on
    // the packages' commodity, the booking user and the addresses' tax numbers.
    sql: `
      ALTER TABLE shipments ADD COLUMN export_reason TEXT
        CHECK (export_reason IN ('sale', 'gift', 'sample', 'return', 'repair'));
      ALTER TABLE shipments ADD COLUMN signer_name TEXT;
      ALTER TABLE shipments ADD COLUMN exporter_tax_number TEXT;
      ALTER TABLE shipments ADD COLUMN importer_tax_number TEXT;
      ALTER TABLE shipments ADD COLUMN invoice_document_sha256 TEXT;
      ALTER TABLE shipments ADD COLUMN invoice_document_size INTEGER;
      ALTER TABLE shipments ADD COLUMN invoice_document_at TEXT;
    `,
  },
];
