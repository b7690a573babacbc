import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const STANDARD_FONTS = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** The text of a PDF as a PDF reader extracts it (pdf.js): its pages' lines, in order. */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: STANDARD_FONTS,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  let text = '';
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    for (const item of content.items)
      if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
    text += '\n';
  }
  const pages = pdf.numPages;
  await pdf.destroy();
  return { pages, text };
}
