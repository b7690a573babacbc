import PDFDocument from 'pdfkit';
import { formatDay } from '@tallysheet/contract/timesheets/week';

/** The PDFs' look, shared by the timesheet PDF and the vendor report. */

/** The PDFs' colours: ink, muted labels and table rules. */
export const INK = '#1f2933';
export const MUTED = '#5f6b7a';
export const RULE = '#c7ced6';

/** An instant as `Nov 26, 2026 10:00 UTC`. */
export const formatInstant = (iso: string) =>
  `${formatDay(iso.slice(0, 10))} ${iso.slice(11, 16)} UTC`;

export type Doc = PDFKit.PDFDocument;

/** What a PDF says about itself (its document information). */
export interface PdfInfo {
  title: string;
  author: string;
  creator: string;
  createdAt: Date;
}

/**
 * An A4 landscape document with the pages buffered (for the footers), and its bytes once it ends.
 */
export function landscapePdf(info: PdfInfo): { doc: Doc; done: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 40,
    bufferPages: true,
    info: {
      Title: info.title,
      Author: info.author,
      Creator: info.creator,
      CreationDate: info.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/**
 * A document's letterhead: the company's logo (when PDFKit can read it; else the document goes
 * without), its name, its address on one line (when it has one), then the document's title.
 * Leaves the font size at 10 for the facts below.
 */
export function letterhead(
  doc: Doc,
  company: { companyName: string; companyAddress?: string[]; companyLogo?: Buffer },
  title: string,
) {
  const { companyName, companyAddress = [], companyLogo } = company;
  if (companyLogo) {
    try {
      doc.image(companyLogo, { fit: [160, 48] }).moveDown(0.4);
    } catch {
      // Its magic number was right but PDFKit cannot read the rest: no logo.
    }
  }
  doc.font('Helvetica-Bold').fontSize(18).fillColor(INK).text(companyName);
  if (companyAddress.length > 0)
    doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(companyAddress.join(' · '));
  doc.font('Helvetica').fontSize(11).fillColor(MUTED).text(title).moveDown(0.6);
  doc.fontSize(10);
}

/** A `Label: value` line. */
export function field(doc: Doc, label: string, value: string) {
  doc.font('Helvetica-Bold').fillColor(MUTED).text(`${label}: `, { continued: true });
  doc.font('Helvetica').fillColor(INK).text(value);
}

/** A table header cell: bold on a light grey. */
export const headCell = (text: string) => ({
  text,
  font: { src: 'Helvetica-Bold' },
  backgroundColor: '#eef1f4',
});

/** A small centred footer under each buffered page, its text given the page number and count. */
export function pageFooters(doc: Doc, text: (page: number, count: number) => string) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the margin must not add a page
    doc
      .font('Helvetica')
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(text(index - start + 1, count), doc.page.margins.left, doc.page.height - bottom + 16, {
        width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
        align: 'center',
      });
    doc.page.margins.bottom = bottom;
  }
}
