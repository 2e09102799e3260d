/**
 * Vite build plugin (issue 15, item 1): after the bundle is written, every text asset of the output
 * directory (js, mjs, css, svg, html, json, txt) gets a brotli (`.br`, quality 11) and a gzip (`.gz`,
 * level 9) twin beside it, so that the server (src/platform/http/static-files.ts) can answer the
 * compressed bytes without compressing per request. A twin that would not be smaller than the raw
 * file is not written (the server then serves the raw file). Node's zlib only, no dependency.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const PRECOMPRESSED_EXTENSIONS = ['.js', '.mjs', '.css', '.svg', '.html', '.json', '.txt'] as const;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

/** Writes `.br` and `.gz` beside each compressible file under `dir`; answers how many twins were written. */
export async function precompressDir(dir: string): Promise<{ files: number; raw: number; br: number; gz: number }> {
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  const work: Promise<void>[] = [];
  for await (const file of files(dir)) {
    if (!(PRECOMPRESSED_EXTENSIONS as readonly string[]).includes(path.extname(file))) continue;
    work.push(
      (async () => {
        const raw = await fs.readFile(file);
        const [br, gz] = await Promise.all([
          brotli(raw, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          }),
          gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
        ]);
        totals.files += 1;
        totals.raw += raw.length;
        if (br.length < raw.length) {
          await fs.writeFile(`${file}.br`, br);
          totals.br += br.length;
        }
        if (gz.length < raw.length) {
          await fs.writeFile(`${file}.gz`, gz);
          totals.gz += gz.length;
        }
      })(),
    );
  }
  await Promise.all(work);
  return totals;
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'unterweisung:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const t = await precompressDir(outDir);
      const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
      this.info?.(`precompressed ${t.files} files: ${kib(t.raw)} raw, ${kib(t.gz)} gzip, ${kib(t.br)} brotli`);
    },
  };
}
