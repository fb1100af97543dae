import { describe, expect, it } from 'vitest';
import { launchBrowser, withoutChromium } from './support/browser.ts';
import { checkAxe, checkLayout } from './support/layout-checks.ts';
import { describeLayoutGates } from './support/layout-matrix.ts';

/**
 * The layout gates (support/layout-matrix.ts) on the private link pages (waiting-list status,
 * shared view, signing), and the gates themselves on pages made to fail them.
 */

/** A page with one fault per gate, and the same page without them. */
const FAULTY_PAGE = `<!doctype html><html lang="en"><head><title>Faults</title></head><body><main>
  <h1>Faults</h1>
  <div style="width:500px">A box wider than the phone</div>
  <table><tr><td style="width:20px;max-width:20px;overflow-wrap:anywhere">Rating</td></tr></table>
  <button style="position:relative">First</button>
  <button style="position:relative;left:-30px">Second</button>
</main></body></html>`;
const FAULTLESS_PAGE = FAULTY_PAGE.replace('width:500px', 'width:200px')
  .replace('width:20px;max-width:20px', 'width:60px')
  .replace('left:-30px', 'left:0');

/**
 * Text cut by its box, the three ways the gates name (an ellipsis, a select, a broken name),
 * and the same texts with room enough: a long address may still wrap, at its dots.
 */
const CLIPPED_PAGE = `<!doctype html><html lang="en"><head><title>Clipped</title></head><body><main>
  <h1>Clipped</h1>
  <p style="width:120px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis">partnerships@gulfcoast-childrens.example.org</p>
  <label>Campus <select style="width:140px"><option>K-12 Campus (NovaLearn Academy)</option></select></label>
  <p style="width:80px;overflow-wrap:anywhere">Administrator</p>
  <p style="width:120px;overflow-wrap:anywhere">grants@<wbr>hillcountry-<wbr>learning<wbr>.example<wbr>.org</p>
</main></body></html>`;
const UNCLIPPED_PAGE = CLIPPED_PAGE.replace(
  'width:120px;overflow:hidden',
  'width:340px;overflow:hidden',
)
  .replace('width:140px', 'width:320px')
  .replace('width:80px', 'width:160px');

const noChromium = withoutChromium();

describe.skipIf(noChromium)('the layout gates themselves', () => {
  it('name a sideways scroll, a narrow cell and overlapping controls, and pass a clean page', async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage({ viewport: { width: 360, height: 640 } });
      await page.setContent(FAULTY_PAGE);
      const gates = (await checkLayout(page)).map((finding) => finding.gate);
      // The narrow cell also splits its word "Rating" in two: text cut by its box.
      expect(gates.sort()).toEqual(['clipped text', 'narrow cell', 'overlap', 'sideways scroll']);
      await page.setContent(FAULTLESS_PAGE);
      expect(await checkLayout(page)).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('name text cut by its box: hidden overflow, a select, a word split in two', async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage({ viewport: { width: 360, height: 640 } });
      await page.setContent(CLIPPED_PAGE);
      const clipped = (await checkLayout(page)).filter((f) => f.gate === 'clipped text');
      expect(clipped.map((finding) => finding.element)).toEqual([
        'main > p "partnerships@gulfcoast-childrens.exampl…"',
        'main > select "Campus K-12 Campus (NovaLearn Academy)" option "K-12 Campus (NovaLearn Academy)"',
        'main > p "Administrator" word "Administrator"',
      ]);
      await page.setContent(UNCLIPPED_PAGE);
      expect(await checkLayout(page)).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('name an image without a text alternative through axe, and pass a clean page', async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      await page.setContent(
        FAULTLESS_PAGE.replace('<h1>Faults</h1>', '<h1>Faults</h1><img src="/x.png">'),
      );
      const rules = (await checkAxe(page, 'faults')).map(
        (finding) => finding.element.split(' ')[0],
      );
      expect(rules).toEqual(['image-alt']);
      await page.setContent(FAULTLESS_PAGE);
      expect(await checkAxe(page, 'no faults')).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});

describeLayoutGates('link');
