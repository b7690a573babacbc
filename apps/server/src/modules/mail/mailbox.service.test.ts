import { describe, expect, it } from 'vitest';
import { withInlineImages } from './mailbox.service.ts';

describe('the developer mailbox shows inline images', () => {
  it("turns an inline attachment's cid: reference into a data URL; other files are left alone", () => {
    const html = '<img src="cid:company-logo" alt="Acme"><p>Hello</p>';
    expect(
      withInlineImages(html, [
        {
          filename: 'logo.png',
          contentType: 'image/png',
          contentBase64: 'AAAA',
          cid: 'company-logo',
        },
        { filename: 'report.pdf', contentType: 'application/pdf', contentBase64: 'BBBB' },
      ]),
    ).toBe('<img src="data:image/png;base64,AAAA" alt="Acme"><p>Hello</p>');
    expect(withInlineImages(html, [])).toBe(html);
  });
});
