import type { MediaPorts } from './ports';
import type { Kernel } from '../../../platform/kernel';
import { perKernel } from '../../../platform/per-kernel';
import { MediaTools } from '../storage/ffmpeg';
import { sweepTemp } from '../storage/file-store';
import { MediaDirs } from '../storage/paths';
import { MediaSigner, loadMediaSecret } from '../storage/signing';

/** What every media slice works with: the kernel, the file directories, ffmpeg and the URL signer. */
export interface MediaDeps {
  readonly k: Kernel;
  readonly dirs: MediaDirs;
  /** One instance per kernel: its queue bounds the uploads processed at once. */
  readonly tools: MediaTools;
  readonly signer: MediaSigner;
  /** Signed URL of an unsigned stored-file path. */
  sign(pathname: string, opts?: { ttlSeconds?: number; expiresAt?: Date }): string;
}

/** What the media routes are served with: the deps and the ports to other modules. */
export interface MediaHttpDeps {
  readonly d: MediaDeps;
  readonly ports: MediaPorts;
}

function createDeps(k: Kernel): MediaDeps {
  let signer: MediaSigner | undefined;
  const deps: MediaDeps = {
    k,
    dirs: new MediaDirs(k.config.dataDir),
    tools: MediaTools.fromBinaries(k.binaries, k.config.media.concurrency),
    // the secret is read (or created) on first use
    get signer() {
      return (signer ??= new MediaSigner(loadMediaSecret(k.config.dataDir, k.config.media.secret)));
    },
    sign: (pathname, opts = {}) => deps.signer.signPath(pathname, k.clock.now(), opts),
  };
  return deps;
}

/** The media deps of a kernel (one set per running app). */
export const mediaDeps = perKernel(createDeps);

/** Removes temporary files a crash left behind; directories and the secret are made on first use. */
export async function startMedia(d: MediaDeps): Promise<void> {
  await sweepTemp(d.dirs, d.k.clock.now());
  if (!(await d.tools.available())) d.k.log('media: ffmpeg/ffprobe not found (FFMPEG_PATH/FFPROBE_PATH, system, npm package); video uploads will answer 503');
}
