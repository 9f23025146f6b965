import { createRequire } from 'node:module';
import { INDIA_TIME_ZONE } from '@saath/shared/india-time';

// docs/product/money.md: the 14 standard PDF fonts have no rupee sign, so every PDF embeds
// Noto Sans (OFL, from the npm registry). pdfkit embeds only the glyphs a document uses.
const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
} as const;

export type PdfFont = keyof typeof FONTS;
export type PdfDocument = PDFKit.PDFDocument;

/**
 * An A4 document with the house fonts registered ('regular', 'bold'), and a promise of its
 * bytes once `doc.end()` is called.
 */
export async function createPdf(info: PDFKit.DocumentInfo): Promise<{
  doc: PdfDocument;
  bytes: Promise<Buffer>;
}> {
  // Loaded with the first PDF: pdfkit holds memory that the API's other work never needs (the
  // memory budget of ADR 0007).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 48, info });
  for (const [name, path] of Object.entries(FONTS)) doc.registerFont(name, path);
  doc.font('regular');
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

/** A clock time in India ('09:15'), or `missing` when there is none. */
export const indiaTime = (iso: string | null, missing = 'To be confirmed') =>
  iso
    ? new Intl.DateTimeFormat('en-IN', {
        timeZone: INDIA_TIME_ZONE,
        hour: '2-digit',
        minute: '2-digit',
        hour12: false,
      }).format(new Date(iso))
    : missing;
