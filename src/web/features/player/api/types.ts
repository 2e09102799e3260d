/** Shapes of the learning API the player reads and writes (docs/api/learning.md). */
import type { Localized } from '../../../lib/localize';

export type TrainingStatus = 'assigned' | 'in_progress' | 'completed' | 'recertification_required' | 'expired';
export type Step = 'not_started' | 'modules' | 'failed' | 'passed' | 'completed';

export interface VideoModule {
  id: string;
  type: 'video';
  title: string;
  orderIndex: number;
  content: { videoUrl: string; posterUrl?: string; description?: string; duration: number | null };
}

export interface TextModule {
  id: string;
  type: 'text';
  title: string;
  orderIndex: number;
  content: { text: string };
}

export interface QuizQuestion {
  question: string;
  answers: { text: string }[];
  multiple: boolean;
}

export interface QuizModule {
  id: string;
  type: 'quiz';
  title: string;
  orderIndex: number;
  content: { questions: QuizQuestion[] };
}

export type PlayerModule = VideoModule | TextModule | QuizModule;

export interface QuizResult {
  correct: boolean;
  correctAnswers: number[];
  explanations: (string | null)[];
}

export interface ModuleProgress {
  completed: boolean;
  /** Resume position in seconds (video). */
  watchTime: number;
  /** Distinct seconds watched (video). */
  watchedSeconds: number;
  /** End of the watched range that starts at 0: seeking beyond it is not allowed. */
  furthest: number;
  duration: number | null;
  answers?: number[][];
  results?: QuizResult[];
}

export interface Evaluation {
  passed: boolean;
  percent: number;
  correct: number;
  total: number;
  at: string;
}

export interface Progress {
  trainingId: string;
  enrolmentId: string | null;
  cycle: number;
  status: TrainingStatus;
  step: Step;
  training: {
    id: string;
    title: Localized;
    description: Localized;
    imageUrl: string | null;
    ownerName: string;
    requiresRecertification: boolean;
    recertificationPeriod: string | null;
    contentVersion: string;
  };
  modules: PlayerModule[];
  progress: { modules: Record<string, ModuleProgress> };
  currentModuleId: string | null;
  evaluation: Evaluation | null;
  completion: { id: string; completedAt: string; percent: number; evidenceUrl: string } | null;
  previousCompletion: { id: string; completedAt: string; dueDate: string | null; evidenceUrl: string } | null;
}

/** Played ranges of the media timeline, in seconds. */
export type Interval = [number, number];

export type ProgressPatch =
  | { moduleId: string; intervals: Interval[]; position: number; duration?: number }
  | { moduleId: string; completed: true }
  | { moduleId: string; answers: number[][] };

export interface CompleteResult {
  completion: { id: string; completedAt: string; percent: number; evidenceUrl: string };
  progress: Progress;
}
