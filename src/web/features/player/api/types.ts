/** Shapes of the learning API the player reads and writes (docs/api/learning.md): the shared contracts. */
import type {
  CompletionResult,
  LearningStatus,
  ModuleProgressView,
  PlayerModule,
  ProgressView,
  StepView,
} from '../../../../shared/contracts/learning';

export type { PlayerModule };
export type TrainingStatus = LearningStatus;
export type Step = StepView;
export type VideoModule = Extract<PlayerModule, { type: 'video' }>;
export type TextModule = Extract<PlayerModule, { type: 'text' }>;
export type QuizModule = Extract<PlayerModule, { type: 'quiz' }>;
export type QuizQuestion = QuizModule['content']['questions'][number];
export type QuizResult = NonNullable<ModuleProgressView['results']>[number];
/** watchTime: resume position (s); watchedSeconds: distinct seconds watched; furthest: end of the watched range from 0 (no seeking beyond). */
export type ModuleProgress = ModuleProgressView;
export type Evaluation = NonNullable<ProgressView['evaluation']>;
export type Progress = ProgressView;
export type CompleteResult = CompletionResult;

/** Played ranges of the media timeline, in seconds. */
export type Interval = [number, number];

export type ProgressPatch =
  | { moduleId: string; intervals: Interval[]; position: number; duration?: number }
  | { moduleId: string; completed: true }
  | { moduleId: string; answers: number[][] };
