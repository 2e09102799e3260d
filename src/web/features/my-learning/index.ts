/** My Learning (/my-trainings): assigned trainings, progress, evidence and achievements. */
export { MyLearningPage } from './components/my-learning-page';
