import fs from 'node:fs';
import path from 'node:path';

/**
 * Where the external programs come from: Chromium renders the PDFs, ffmpeg and ffprobe process
 * uploaded videos. Order for each: the environment variable (when it names an executable file),
 * then the usual system locations, then the binary an npm package ships (optional dependencies:
 * `@sparticuz/chromium`, `@ffmpeg-installer/ffmpeg`, `@ffprobe-installer/ffprobe`), else none.
 */
export type BinarySource = 'env' | 'system' | 'packaged' | 'none';
export type BinaryName = 'chromium' | 'ffmpeg' | 'ffprobe';

/** What `/api/health` tells about one program (no secrets: a source and a file path). */
export interface BinaryInfo {
  readonly source: BinarySource;
  /** Absolute path; for packaged Chromium null until it is unpacked on first use. */
  readonly path: string | null;
  /** The npm package a packaged binary comes from. */
  readonly package?: string;
}

/** How Chromium is started: packaged Chromium is a headless shell with its own flags. */
export interface ChromiumLaunch {
  readonly executablePath: string;
  readonly args: readonly string[];
  readonly headless: true | 'shell';
}

export interface ChromiumBinary {
  info(): BinaryInfo;
  /** The executable and flags; rejects when there is none (or it cannot be unpacked). */
  launch(): Promise<ChromiumLaunch>;
}

export interface Binaries {
  readonly chromium: ChromiumBinary;
  readonly ffmpeg: BinaryInfo;
  readonly ffprobe: BinaryInfo;
}

/** The settings from the environment (decoded by `loadConfig`, src/platform/config/binaries.ts). */
export interface BinarySettings {
  /** `CHROME_PATH`, `FFMPEG_PATH`, `FFPROBE_PATH`: tried first when they name an executable file. */
  readonly chromePath: string | undefined;
  readonly ffmpegPath: string | undefined;
  readonly ffprobePath: string | undefined;
  /** `BINARY_SEARCH_PATHS` (colon-separated directories; empty = no system search). */
  readonly searchDirs: readonly string[];
}

export const DEFAULT_SEARCH_DIRS: readonly string[] = ['/usr/bin', '/usr/local/bin', '/opt/homebrew/bin'];

/** File names looked for in each search directory, in order. */
const SYSTEM_NAMES: Record<BinaryName, readonly string[]> = {
  chromium: ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'],
  ffmpeg: ['ffmpeg'],
  ffprobe: ['ffprobe'],
};

const ENV_NAMES: Record<BinaryName, string> = { chromium: 'CHROME_PATH', ffmpeg: 'FFMPEG_PATH', ffprobe: 'FFPROBE_PATH' };

/** Flags for the system Chromium (a full browser started headless). */
const SYSTEM_CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--font-render-hinting=none'];

async function isExecutableFile(file: string): Promise<boolean> {
  try {
    const st = await fs.promises.stat(file);
    if (!st.isFile()) return false;
    await fs.promises.access(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** A module loaded by a name only known at run time (optional dependencies may be absent). */
async function importOptional(specifier: string): Promise<unknown> {
  try {
    const mod: unknown = await import(specifier);
    return mod && typeof mod === 'object' && 'default' in mod ? (mod as { default: unknown }).default : mod;
  } catch {
    return undefined;
  }
}

/** The path an `@ffmpeg-installer`-style package exports, made executable if its postinstall did not run. */
async function packagedTool(pkg: string): Promise<string | undefined> {
  const mod = await importOptional(pkg);
  const file = mod && typeof mod === 'object' && 'path' in mod && typeof mod.path === 'string' ? mod.path : undefined;
  if (!file) return undefined;
  if (await isExecutableFile(file)) return file;
  // the package's postinstall only runs `chmod u+x`; do the same when install scripts were skipped
  await fs.promises.chmod(file, 0o755).catch(() => undefined);
  return (await isExecutableFile(file)) ? file : undefined;
}

interface SparticuzChromium {
  readonly args: string[];
  executablePath(): Promise<string>;
  setGraphicsMode: boolean;
}

function isSparticuz(mod: unknown): mod is SparticuzChromium {
  return typeof mod === 'function' && 'executablePath' in mod && typeof mod.executablePath === 'function' && 'args' in mod;
}

const SPARTICUZ = '@sparticuz/chromium';

async function packagedChromium(): Promise<SparticuzChromium | undefined> {
  // the package ships a Linux x64 headless shell only
  if (process.platform !== 'linux' || process.arch !== 'x64') return undefined;
  const mod = await importOptional(SPARTICUZ);
  return isSparticuz(mod) ? mod : undefined;
}

class FoundChromium implements ChromiumBinary {
  constructor(private readonly found: BinaryInfo & { path: string }) {}
  info(): BinaryInfo {
    return this.found;
  }
  async launch(): Promise<ChromiumLaunch> {
    if (!(await isExecutableFile(this.found.path))) throw new Error(`Chromium not found at ${this.found.path}`);
    return { executablePath: this.found.path, args: SYSTEM_CHROMIUM_ARGS, headless: true };
  }
}

/** `@sparticuz/chromium`: unpacked (brotli, into the temp directory) on the first launch. */
class PackagedChromium implements ChromiumBinary {
  private unpacked: Promise<string> | undefined;
  private path: string | null = null;
  constructor(private readonly pkg: SparticuzChromium) {}
  info(): BinaryInfo {
    return { source: 'packaged', path: this.path, package: SPARTICUZ };
  }
  async launch(): Promise<ChromiumLaunch> {
    if (!this.unpacked) {
      // PDFs need no WebGL: skip unpacking SwiftShader's libraries
      this.pkg.setGraphicsMode = false;
      const unpacking = this.pkg.executablePath();
      this.unpacked = unpacking;
      unpacking.catch(() => {
        if (this.unpacked === unpacking) this.unpacked = undefined;
      });
    }
    this.path = await this.unpacked;
    return { executablePath: this.path, args: ['--font-render-hinting=none', ...this.pkg.args], headless: 'shell' };
  }
}

class NoChromium implements ChromiumBinary {
  constructor(private readonly tried: string) {}
  info(): BinaryInfo {
    return { source: 'none', path: null };
  }
  launch(): Promise<ChromiumLaunch> {
    return Promise.reject(new Error(`no Chromium found (${this.tried})`));
  }
}

/** Chromium at a fixed path (tests, tools): no search, no fallback. */
export function chromiumAt(file: string): ChromiumBinary {
  return new FoundChromium({ source: 'env', path: file });
}

type Log = (msg: string) => void;

async function fromEnvOrSystem(name: BinaryName, envValue: string | undefined, dirs: readonly string[], log: Log): Promise<BinaryInfo | undefined> {
  if (envValue) {
    if (await isExecutableFile(envValue)) return { source: 'env', path: envValue };
    log(`binaries: ${ENV_NAMES[name]}="${envValue}" is not an executable file; looking for ${name} in ${dirs.length ? dirs.join(':') : '(no system directories)'} and the npm package`);
  }
  for (const dir of dirs) {
    for (const file of SYSTEM_NAMES[name]) {
      const candidate = path.join(dir, file);
      if (await isExecutableFile(candidate)) return { source: 'system', path: candidate };
    }
  }
  return undefined;
}

async function resolveTool(name: 'ffmpeg' | 'ffprobe', envValue: string | undefined, dirs: readonly string[], log: Log): Promise<BinaryInfo> {
  const found = await fromEnvOrSystem(name, envValue, dirs, log);
  if (found) return found;
  const pkg = name === 'ffmpeg' ? '@ffmpeg-installer/ffmpeg' : '@ffprobe-installer/ffprobe';
  const file = await packagedTool(pkg);
  return file ? { source: 'packaged', path: file, package: pkg } : { source: 'none', path: null };
}

async function resolveChromium(envValue: string | undefined, dirs: readonly string[], log: Log): Promise<ChromiumBinary> {
  const found = await fromEnvOrSystem('chromium', envValue, dirs, log);
  if (found?.path) return new FoundChromium({ ...found, path: found.path });
  const pkg = await packagedChromium();
  if (pkg) return new PackagedChromium(pkg);
  return new NoChromium(`CHROME_PATH, ${dirs.join(':') || 'no system directories'}, ${SPARTICUZ}`);
}

/** Finds Chromium, ffmpeg and ffprobe once at start-up. */
export async function resolveBinaries(settings: BinarySettings, log: Log = () => undefined): Promise<Binaries> {
  // The three look-ups run side by side; their warnings are kept apart and logged in a fixed order
  // (Chromium, ffmpeg, ffprobe), so the start-up log reads the same on every run.
  const warnings: [string[], string[], string[]] = [[], [], []];
  const [chromium, ffmpeg, ffprobe] = await Promise.all([
    resolveChromium(settings.chromePath, settings.searchDirs, (m) => warnings[0].push(m)),
    resolveTool('ffmpeg', settings.ffmpegPath, settings.searchDirs, (m) => warnings[1].push(m)),
    resolveTool('ffprobe', settings.ffprobePath, settings.searchDirs, (m) => warnings[2].push(m)),
  ]);
  for (const m of warnings.flat()) log(m);
  return { chromium, ffmpeg, ffprobe };
}

/** The `/api/health` view: which program is in use for PDFs and media, and where. */
export function describeBinaries(b: Binaries): { pdf: { chromium: BinarySource; path: string | null }; media: { ffmpeg: BinaryInfo; ffprobe: BinaryInfo } } {
  const c = b.chromium.info();
  return { pdf: { chromium: c.source, path: c.path }, media: { ffmpeg: b.ffmpeg, ffprobe: b.ffprobe } };
}
