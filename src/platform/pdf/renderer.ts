import puppeteer, { TimeoutError, type Browser } from 'puppeteer-core';
import type { ChromiumBinary } from '../binaries';
import { HttpError } from '../http/errors';
import { RenderQueue, type RenderQueueOptions } from './render-queue';

export interface PdfOptions {
  /** Footer text printed on every page next to the page numbers. */
  readonly footer?: string;
  readonly landscape?: boolean;
  /** Who asked (user id): one user may have only a few renders running or waiting. */
  readonly requester?: string;
  /** 'id-card': pages of credit-card size (ISO/IEC 7810 ID-1, 85.6 x 54 mm) without margins or footer (badges). */
  readonly paper?: 'a4' | 'id-card';
  /**
   * false: no footer line (footer text, page x / y) at all: for documents whose pages go to
   * different people (start letters), and Chromium renders 500 pages a quarter faster without it.
   */
  readonly pageFooter?: boolean;
  /**
   * false: no accessibility structure (tags) in the PDF, for documents made to be printed and handed
   * out (start letters, badges): Chromium renders 500 pages in about half the time without them.
   * Documents read on screen (evidence, reports) keep their tags.
   */
  readonly tagged?: boolean;
}

/**
 * How long one render may take (loading the document, then printing it). Puppeteer's default of
 * 30 s answered a 500 for the progress report of a 10,000-person unit (271 pages, 35-45 s on a
 * 2-core machine, bench:scale-10k); beyond this bound the answer is a 503 that says so.
 */
export const RENDER_TIMEOUT_MS = 180_000;

/**
 * Renders HTML to PDF with Chromium (puppeteer-core): the system's, or the npm package's headless shell. One warm browser serves all
 * renders; at most `concurrency` pages render at once, a bounded line waits (503 beyond it), and
 * one user may have at most `perRequester` renders running or waiting.
 */
export class PdfRenderer {
  private browser: Promise<Browser> | undefined;
  private readonly queue: RenderQueue;

  constructor(
    private readonly chromium: ChromiumBinary,
    limits: Partial<RenderQueueOptions> = {},
    private readonly timeoutMs = RENDER_TIMEOUT_MS,
  ) {
    this.queue = new RenderQueue({ concurrency: 2, maxWaiting: 32, perRequester: 3, ...limits });
  }

  private unavailable(): HttpError {
    const at = this.chromium.info().path;
    return new HttpError(503, 'pdf_unavailable', {
      de: `PDF-Erzeugung nicht verfügbar: Chromium wurde ${at ? `unter „${at}“ ` : ''}nicht gefunden oder startet nicht. Bitte CHROME_PATH setzen.`,
      en: `PDF rendering unavailable: Chromium ${at ? `at "${at}" ` : ''}was not found or does not start. Please set CHROME_PATH.`,
    });
  }

  private tooLong(): HttpError {
    const seconds = Math.round(this.timeoutMs / 1000);
    return new HttpError(503, 'pdf_timeout', {
      de: `Die PDF-Erzeugung hat länger als ${seconds} Sekunden gedauert und wurde abgebrochen. Bitte wählen Sie weniger Schulungen oder Personen aus.`,
      en: `Rendering the PDF took longer than ${seconds} seconds and was stopped. Please select fewer trainings or people.`,
    });
  }

  private launch(): Promise<Browser> {
    if (!this.browser) {
      const launching = this.chromium.launch().then((l) => puppeteer.launch({ executablePath: l.executablePath, headless: l.headless, args: [...l.args] }));
      this.browser = launching;
      launching
        .then((b) =>
          b.on('disconnected', () => {
            if (this.browser === launching) this.browser = undefined;
          }),
        )
        .catch(() => {
          if (this.browser === launching) this.browser = undefined;
        });
    }
    return this.browser;
  }

  /** True once a browser is running (for benchmarks: warm vs cold). */
  get warm(): boolean {
    return this.browser !== undefined;
  }

  async render(html: string, opts: PdfOptions = {}): Promise<Buffer> {
    const release = await this.queue.acquire(opts.requester);
    try {
      let browser: Browser;
      try {
        browser = await this.launch();
      } catch (err) {
        if (err instanceof HttpError) throw err;
        throw this.unavailable();
      }
      const page = await browser.newPage();
      page.setDefaultTimeout(this.timeoutMs);
      try {
        // the document is self-contained: no network requests are allowed
        await page.setRequestInterception(true);
        page.on('request', (req) => (req.url().startsWith('data:') ? req.continue() : req.abort()));
        await page.setContent(html, { waitUntil: 'load' });
        const footerTemplate = `<div style="font-size:8px;width:100%;padding:0 14mm;color:#6b7280;display:flex;justify-content:space-between;font-family:Arial,sans-serif"><span>${escapeHtml(opts.footer ?? '')}</span><span><span class="pageNumber"></span> / <span class="totalPages"></span></span></div>`;
        const common = { printBackground: true, tagged: opts.tagged ?? true };
        const pdf = await page.pdf(
          opts.paper === 'id-card'
            ? { ...common, width: '85.6mm', height: '54mm', margin: { top: '0', bottom: '0', left: '0', right: '0' }, displayHeaderFooter: false }
            : {
                ...common,
                format: 'A4',
                landscape: opts.landscape ?? false,
                margin: { top: '16mm', bottom: '18mm', left: '14mm', right: '14mm' },
                ...(opts.pageFooter === false ? { displayHeaderFooter: false } : { displayHeaderFooter: true, headerTemplate: '<span></span>', footerTemplate }),
              },
        );
        return Buffer.from(pdf);
      } catch (err) {
        if (err instanceof TimeoutError) throw this.tooLong();
        throw err;
      } finally {
        await page.close().catch(() => undefined);
      }
    } finally {
      release();
    }
  }

  async close(): Promise<void> {
    const b = this.browser;
    this.browser = undefined;
    if (b) await (await b).close().catch(() => undefined);
  }
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
