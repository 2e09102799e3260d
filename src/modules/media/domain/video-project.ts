import { accept, reject, type Decider } from '../../../platform/eventstore';
import type { MediaEvent, ProjectData } from './events';
import { withinVideo } from './rules';

/** A video editor project (spec section 3): name, video and editor state. */
export type VideoProjectState =
  | { readonly status: 'none' }
  | { readonly status: 'saved'; readonly companyId: string; readonly name: string; readonly videoPath: string; readonly projectData: ProjectData };

export type VideoProjectCommand = {
  readonly type: 'SaveVideoProject';
  readonly projectId: string;
  readonly companyId: string;
  readonly name: string;
  readonly videoPath: string;
  /** Looked up by the application: the video is a stored video of this company. */
  readonly videoBelongsToCompany: boolean;
  /** Looked up by the application: the stored video's measured length in seconds (null if unknown). */
  readonly videoDuration: number | null;
  readonly projectData: ProjectData;
  readonly savedBy: string;
  readonly now: Date;
};

export type VideoProjectError = 'ProjectNameMissing' | 'VideoNotOfCompany' | 'ProjectOfOtherCompany' | 'TextOverlayOutsideVideo' | 'AudioRecordingOutsideVideo';

const sameData = (a: ProjectData, b: ProjectData) => JSON.stringify(a) === JSON.stringify(b);

export const videoProjectDecider: Decider<VideoProjectCommand, MediaEvent, VideoProjectState, VideoProjectError> = {
  initialState: { status: 'none' },
  evolve(state, event) {
    switch (event.type) {
      case 'media.VideoProjectSaved':
        return { status: 'saved', companyId: event.data.companyId, name: event.data.name, videoPath: event.data.videoPath, projectData: event.data.projectData };
      default:
        return state;
    }
  },
  decide(command, state) {
    const name = command.name.trim();
    if (!name) return reject('ProjectNameMissing');
    if (!command.videoBelongsToCompany) return reject('VideoNotOfCompany');
    // Text overlays and audio recordings lie within the video (its measured length; the editor's
    // own figure only when the stored video has none).
    const length = command.videoDuration ?? command.projectData.duration;
    if (length !== null) {
      if (!command.projectData.textOverlays.every((o) => withinVideo(o, length))) return reject('TextOverlayOutsideVideo');
      if (!command.projectData.audioRecordings.every((a) => withinVideo(a, length))) return reject('AudioRecordingOutsideVideo');
    }
    if (state.status === 'saved') {
      if (state.companyId !== command.companyId) return reject('ProjectOfOtherCompany');
      if (state.name === name && state.videoPath === command.videoPath && sameData(state.projectData, command.projectData)) return accept();
    }
    return accept({
      type: 'media.VideoProjectSaved',
      data: {
        projectId: command.projectId,
        companyId: command.companyId,
        name,
        videoPath: command.videoPath,
        projectData: command.projectData,
        savedBy: command.savedBy,
        savedAt: command.now.toISOString(),
      },
    });
  },
};
