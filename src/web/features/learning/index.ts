/** Learner building blocks shared by My Learning and the dashboard. */
export { LearningActionButton } from './action-button';
export { AchievementsRow } from './achievements';
export { CompletionsList } from './completions-list';
export { EvidenceButton } from './evidence-button';
export { useLearningT, type LearningT } from './i18n';
export { CompletionStatusTag, LearningStatusTag, dueDisplayOf, dueText } from './status';
