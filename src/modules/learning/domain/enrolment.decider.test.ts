import { describe, expect, it } from 'vitest';
import { given } from '../../../../tests/support/decider';
import { completionBlocker, enrolmentDecider, evaluate, isAnswerCorrect, type EnrolmentCommand, type PlanModule } from './enrolment';
import type { CompletionSnapshot, LearningEvent } from './events';
import { shownVideo } from './language';

const T0 = new Date('2026-03-02T08:00:00.000Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

const video: PlanModule = { id: 'm-video', type: 'video', duration: 100 };
const text: PlanModule = { id: 'm-text', type: 'text' };
/** Three questions: single (0), multiple (0 and 2), single (1). */
const quiz: PlanModule = {
  id: 'm-quiz',
  type: 'quiz',
  questions: [
    { correct: [0], answerCount: 3 },
    { correct: [0, 2], answerCount: 3 },
    { correct: [1], answerCount: 2 },
  ],
};
const plan = [video, text, quiz];

const started: LearningEvent = {
  type: 'learning.TrainingStarted',
  data: { enrolmentId: 'e1', companyId: 'c1', userId: 'u1', trainingId: 't1', cycle: 1, contentVersion: 'v1', startedAt: T0.toISOString() },
};
const progress = (intervals: [number, number][], position: number, watchedSeconds: number, seconds: number): LearningEvent => ({
  type: 'learning.ModuleProgressRecorded',
  data: { moduleId: 'm-video', intervals, position, duration: 100, watchedSeconds, recordedAt: at(seconds).toISOString() },
});
const moduleDone = (moduleId: string, seconds: number): LearningEvent => ({ type: 'learning.ModuleCompleted', data: { moduleId, completedAt: at(seconds).toISOString() } });

type Progress = Extract<EnrolmentCommand, { type: 'RecordProgress' }>;
const report = (r: Progress['report'], seconds: number, p: readonly PlanModule[] = plan): EnrolmentCommand => ({ type: 'RecordProgress', report: r, plan: p, now: at(seconds) });
const watch = (
  intervals: [number, number][],
  seconds: number,
  extra: { position?: number; clientDuration?: number | null; claimsCompleted?: boolean; plan?: readonly PlanModule[] } = {},
): EnrolmentCommand =>
  report(
    {
      moduleId: 'm-video',
      intervals,
      position: extra.position ?? (intervals.length ? intervals[intervals.length - 1]![1] : 0),
      duration: extra.clientDuration ?? null,
      completed: extra.claimsCompleted ?? false,
    },
    seconds,
    extra.plan,
  );
const readText = (moduleId: string, seconds: number): EnrolmentCommand => report({ moduleId, completed: true }, seconds);
const answer = (answers: number[][], seconds = 200): EnrolmentCommand => report({ moduleId: 'm-quiz', answers }, seconds);
const videoAndTextDone = [started, progress([[0, 95]], 95, 95, 100), moduleDone('m-video', 100), moduleDone('m-text', 150)];

const snapshot: CompletionSnapshot = {
  companyName: 'Muster Bau GmbH',
  employeeName: 'Max Muster',
  employeeEmail: 'max@muster.example',
  trainingTitle: { de: 'Brandschutz' },
  ownerId: 'owner',
  ownerName: 'Olga Owner',
  modules: [],
};

describe('StartTraining', () => {
  const start: EnrolmentCommand = { type: 'StartTraining', enrolmentId: 'e1', companyId: 'c1', userId: 'u1', trainingId: 't1', cycle: 1, contentVersion: 'v1', plan, now: T0 };
  it('starts a cycle once; a second start changes nothing', () => {
    given(enrolmentDecider).when(start).then([started]);
    given(enrolmentDecider, [started]).when(start).thenNothing();
  });
  it('refuses a training without active modules', () => {
    given(enrolmentDecider).when({ ...start, plan: [] }).thenFails('NoActiveModules');
  });
  it('refuses progress before the start', () => {
    given(enrolmentDecider).when(watch([[0, 5]], 5)).thenFails('NotStarted');
  });
});

describe('video progress counts distinct seconds actually watched', () => {
  it('records watched ranges and completes at 90 percent of the duration', () => {
    given(enrolmentDecider, [started, progress([[0, 60]], 60, 60, 60)])
      .when(watch([[60, 90]], 90))
      .then([progress([[60, 90]], 90, 90, 90), moduleDone('m-video', 90)]);
  });
  it('does not complete at 89.9 percent', () => {
    given(enrolmentDecider, [started, progress([[0, 60]], 60, 60, 60)])
      .when(watch([[60, 89.9]], 90))
      .then([progress([[60, 89.9]], 89.9, 89.9, 90)]);
  });
  it('watching the same part twice does not count twice', () => {
    const state = [started, progress([[0, 50]], 50, 50, 50)];
    given(enrolmentDecider, state)
      .when(watch([[0, 50]], 100, { position: 50 }))
      .then([{ type: 'learning.ModuleProgressRecorded', data: { moduleId: 'm-video', intervals: [[0, 50]], position: 50, duration: 100, watchedSeconds: 50, recordedAt: at(100).toISOString() } }]);
  });
  it('refuses more new seconds than wall time elapsed since the last report (+3 s)', () => {
    given(enrolmentDecider, [started]).when(watch([[0, 20]], 16)).thenFails('MoreThanElapsedTime');
    given(enrolmentDecider, [started]).when(watch([[0, 20]], 17)).then([progress([[0, 20]], 20, 20, 17)]);
  });
  it('refuses ranges beyond the duration or negative', () => {
    given(enrolmentDecider, [started]).when(watch([[0, 102]], 500)).thenFails('IntervalOutsideVideo');
    given(enrolmentDecider, [started]).when(watch([[-1, 5]], 500)).thenFails('IntervalOutsideVideo');
    given(enrolmentDecider, [started]).when(watch([[10, 5]], 500)).thenFails('IntervalOutsideVideo');
  });
  it('refuses ranges ahead of the watched part (no seeking ahead)', () => {
    given(enrolmentDecider, [started, progress([[0, 30]], 30, 30, 30)]).when(watch([[50, 60]], 500)).thenFails('IntervalAheadOfWatched');
  });
  it('refuses a completed claim for a video not watched to 90 percent', () => {
    given(enrolmentDecider, [started]).when(watch([], 500, { claimsCompleted: true, position: 0 })).thenFails('VideoNotWatchedEnough');
  });
  it('uses the player duration only when the stored video has none', () => {
    const unknown: PlanModule = { id: 'm-video', type: 'video', duration: null };
    given(enrolmentDecider, [started]).when(watch([[0, 5]], 5, { plan: [unknown] })).thenFails('VideoDurationUnknown');
    given(enrolmentDecider, [started])
      .when(watch([[0, 10]], 10, { plan: [unknown], clientDuration: 10 }))
      .then([
        { type: 'learning.ModuleProgressRecorded', data: { moduleId: 'm-video', intervals: [[0, 10]], position: 10, duration: 10, watchedSeconds: 10, recordedAt: at(10).toISOString() } },
        moduleDone('m-video', 10),
        { type: 'learning.QuizPassed', data: { percent: 100, correct: 0, total: 0, evaluatedAt: at(10).toISOString() } },
      ]);
  });
});

describe('sequential access', () => {
  it('refuses a module while an earlier one is incomplete', () => {
    given(enrolmentDecider, [started]).when(readText('m-text', 10)).thenFails('EarlierModulesIncomplete');
    given(enrolmentDecider, [started]).when(answer([[0], [0, 2], [1]])).thenFails('EarlierModulesIncomplete');
  });
  it('allows the next module once the earlier ones are completed', () => {
    given(enrolmentDecider, [started, progress([[0, 95]], 95, 95, 100), moduleDone('m-video', 100)])
      .when(readText('m-text', 150))
      .then([moduleDone('m-text', 150)]);
  });
  it('refuses a module that is not part of the training and the wrong kind of report', () => {
    given(enrolmentDecider, [started]).when(readText('other', 1)).thenFails('ModuleNotInTraining');
    given(enrolmentDecider, [started]).when(report({ moduleId: 'm-video', answers: [[0]] }, 1)).thenFails('WrongModuleType');
  });
});

describe('quiz evaluation on the server', () => {
  it('multiple choice is correct only when the selected set equals the correct set', () => {
    expect(isAnswerCorrect([0, 2], [2, 0])).toBe(true);
    expect(isAnswerCorrect([0], [0, 2])).toBe(false);
    expect(isAnswerCorrect([0, 1, 2], [0, 2])).toBe(false);
  });
  it('passes at exactly 70 percent and fails just below', () => {
    expect(evaluate(7, 10)).toEqual({ passed: true, percent: 70 });
    expect(evaluate(69, 100)).toEqual({ passed: false, percent: 69 });
    expect(evaluate(139, 200)).toEqual({ passed: false, percent: 69 });
    expect(evaluate(2, 3)).toEqual({ passed: false, percent: 66 });
    expect(evaluate(0, 0)).toEqual({ passed: true, percent: 100 });
  });
  it('answering the last module evaluates: pass', () => {
    given(enrolmentDecider, videoAndTextDone)
      .when(answer([[0], [2, 0], [1]]))
      .then([
        { type: 'learning.QuizAnswered', data: { moduleId: 'm-quiz', answers: [[0], [0, 2], [1]], results: [true, true, true], answeredAt: at(200).toISOString() } },
        moduleDone('m-quiz', 200),
        { type: 'learning.QuizPassed', data: { percent: 100, correct: 3, total: 3, evaluatedAt: at(200).toISOString() } },
      ]);
  });
  it('fail resets progress and answers of the cycle', () => {
    const failed: LearningEvent[] = [
      { type: 'learning.QuizAnswered', data: { moduleId: 'm-quiz', answers: [[0], [0], [1]], results: [true, false, true], answeredAt: at(200).toISOString() } },
      moduleDone('m-quiz', 200),
      { type: 'learning.QuizFailed', data: { percent: 66, correct: 2, total: 3, evaluatedAt: at(200).toISOString() } },
    ];
    given(enrolmentDecider, videoAndTextDone).when(answer([[0], [0], [1]])).then(failed);
    const state = [...videoAndTextDone, ...failed].reduce(enrolmentDecider.evolve, enrolmentDecider.initialState);
    expect(state.status === 'started' && state.modules).toEqual({});
    expect(state.status === 'started' && state.step).toBe('failed');
    // After the reset the first module is the only reachable one again.
    given(enrolmentDecider, [...videoAndTextDone, ...failed]).when(readText('m-text', 300)).thenFails('EarlierModulesIncomplete');
  });
  it('locks a quiz after it was answered, and needs every question answered', () => {
    given(enrolmentDecider, [...videoAndTextDone]).when(answer([[0], [0, 2]])).thenFails('QuizAnswersIncomplete');
    given(enrolmentDecider, [...videoAndTextDone]).when(answer([[0], [], [1]])).thenFails('QuizAnswersIncomplete');
    given(enrolmentDecider, [...videoAndTextDone]).when(answer([[0], [0, 5], [1]])).thenFails('QuizAnswerOutOfRange');
    given(enrolmentDecider, [...videoAndTextDone]).when(answer([[0, 1], [0, 2], [1]])).thenFails('QuizAnswerOutOfRange');
    const twoQuizzes = [quiz, { ...quiz, id: 'm-quiz-2' }];
    const first: LearningEvent[] = [
      started,
      { type: 'learning.QuizAnswered', data: { moduleId: 'm-quiz', answers: [[0], [0, 2], [1]], results: [true, true, true], answeredAt: at(10).toISOString() } },
      moduleDone('m-quiz', 10),
    ];
    given(enrolmentDecider, first).when(report({ moduleId: 'm-quiz', answers: [[1], [1], [0]] }, 20, twoQuizzes)).thenFails('QuizAlreadyAnswered');
  });
});

/** Every module done and the evaluation passed (the given events record a pass, whatever the mark). */
const passed: LearningEvent[] = [
  ...videoAndTextDone,
  { type: 'learning.QuizAnswered', data: { moduleId: 'm-quiz', answers: [[0], [0, 2], [0]], results: [true, true, false], answeredAt: at(200).toISOString() } },
  moduleDone('m-quiz', 200),
  { type: 'learning.QuizPassed', data: { percent: 66, correct: 2, total: 3, evaluatedAt: at(200).toISOString() } },
];

describe('CompleteTraining', () => {
  const complete = (secretValid: boolean, confirmedBy: 'password' | 'pin' = 'password'): EnrolmentCommand => ({ type: 'CompleteTraining', completionId: 'k1', confirmedBy, secretValid, confirmation: 'Ich habe die Unterweisung verstanden', snapshot, requiresPracticalPart: false, now: at(300) });
  it('needs a passed evaluation', () => {
    given(enrolmentDecider, videoAndTextDone).when(complete(true)).thenFails('NotPassed');
  });
  it('refuses a wrong password', () => {
    given(enrolmentDecider, passed).when(complete(false)).thenFails('WrongPassword');
  });
  it('a person without e-mail confirms with the PIN: a wrong one is refused, a right one is recorded as confirmed by PIN', () => {
    given(enrolmentDecider, passed).when(complete(false, 'pin')).thenFails('WrongPin');
    given(enrolmentDecider, passed)
      .when(complete(true, 'pin'))
      .then([
        {
          type: 'learning.TrainingCompleted',
          data: { completionId: 'k1', completedAt: at(300).toISOString(), percent: 66, correct: 2, total: 3, contentVersion: 'v1', confirmation: 'Ich habe die Unterweisung verstanden', confirmedBy: 'pin', snapshot },
        },
      ]);
  });
  it('records the completion with the confirmation and the content version, then refuses more progress', () => {
    const done: LearningEvent = {
      type: 'learning.TrainingCompleted',
      data: { completionId: 'k1', completedAt: at(300).toISOString(), percent: 66, correct: 2, total: 3, contentVersion: 'v1', confirmation: 'Ich habe die Unterweisung verstanden', confirmedBy: 'password', snapshot },
    };
    given(enrolmentDecider, passed).when(complete(true)).then([done]);
    given(enrolmentDecider, [...passed, done]).when(complete(true)).thenFails('AlreadyCompleted');
    given(enrolmentDecider, [...passed, done]).when(watch([[0, 1]], 400)).thenFails('AlreadyCompleted');
  });
});

describe('RecordProgress reads the report in the light of the module type', () => {
  it('a quiz module needs answers, before anything is said about the cycle', () => {
    given(enrolmentDecider).when(report({ moduleId: 'm-quiz', completed: true }, 1)).thenFails('QuizAnswersIncomplete');
    given(enrolmentDecider, videoAndTextDone).when(report({ moduleId: 'm-quiz' }, 200)).thenFails('QuizAnswersIncomplete');
  });
  it('a text module is completed only by `completed: true`', () => {
    given(enrolmentDecider).when(report({ moduleId: 'm-text' }, 1)).thenFails('CompletedFlagRequired');
    given(enrolmentDecider, [started]).when(report({ moduleId: 'unknown', completed: false }, 1)).thenFails('CompletedFlagRequired');
  });
  it('a video module takes the resume position from `watchTime` when `position` is missing', () => {
    given(enrolmentDecider, [started])
      .when(report({ moduleId: 'm-video', intervals: [[0, 5]], watchTime: 5 }, 5))
      .then([progress([[0, 5]], 5, 5, 5)]);
  });
  it('ranges on a text module are the wrong kind of report', () => {
    given(enrolmentDecider, [started, progress([[0, 95]], 95, 95, 100), moduleDone('m-video', 100)])
      .when(report({ moduleId: 'm-text', intervals: [[0, 1]] }, 150))
      .thenFails('WrongModuleType');
  });
});

describe('completion blockers live in the decider', () => {
  const stateOf = (events: readonly LearningEvent[]) => events.reduce(enrolmentDecider.evolve, enrolmentDecider.initialState);
  const complete: EnrolmentCommand = { type: 'CompleteTraining', completionId: 'k1', confirmedBy: 'password', secretValid: false, confirmation: 'x', snapshot, requiresPracticalPart: false, now: at(300) };
  it('not started, not passed: blocked, and the decider says so before the password', () => {
    expect(completionBlocker(stateOf([]))).toBe('NotStarted');
    expect(completionBlocker(stateOf(videoAndTextDone))).toBe('NotPassed');
    given(enrolmentDecider).when(complete).thenFails('NotStarted');
    given(enrolmentDecider, videoAndTextDone).when(complete).thenFails('NotPassed');
  });
  it('passed: nothing blocks but the password', () => {
    expect(completionBlocker(stateOf(passed))).toBeNull();
    given(enrolmentDecider, passed).when(complete).thenFails('WrongPassword');
  });
  it('completed: blocked as already completed', () => {
    const done: LearningEvent = {
      type: 'learning.TrainingCompleted',
      data: { completionId: 'k0', completedAt: at(250).toISOString(), percent: 66, correct: 2, total: 3, contentVersion: 'v1', confirmation: 'x', confirmedBy: 'password', snapshot },
    };
    expect(completionBlocker(stateOf([...passed, done]))).toBe('AlreadyCompleted');
    given(enrolmentDecider, [...passed, done]).when(complete).thenFails('AlreadyCompleted');
  });
});

describe('blended trainings: the practical part (issue 16, item 7)', () => {
  const DAY = 86_400_000;
  const complete: EnrolmentCommand = { type: 'CompleteTraining', completionId: 'k1', confirmedBy: 'password', secretValid: true, confirmation: 'Ich habe die Unterweisung verstanden', snapshot, requiresPracticalPart: true, now: at(300) };
  const onlineDone: LearningEvent = {
    type: 'learning.TrainingCompleted',
    data: { completionId: 'k1', completedAt: at(300).toISOString(), percent: 66, correct: 2, total: 3, contentVersion: 'v1', confirmation: 'Ich habe die Unterweisung verstanden', confirmedBy: 'password', snapshot, practicalPartRequired: true },
  };
  const awaiting = [...passed, onlineDone];
  // a week after the online part: 2026-03-09
  const later = new Date(T0.getTime() + 7 * DAY);
  const fields = { practicalDate: '2026-03-06', place: 'Halle 3', instructorName: 'Olga Owner', instructorUserId: 'owner', note: 'Feuerlöscher geübt', signedOffBy: 'owner', signedOffByName: 'Olga Owner' };
  const signOff = (o: Partial<Extract<EnrolmentCommand, { type: 'SignOffPracticalPart' }>> = {}): EnrolmentCommand => ({ type: 'SignOffPracticalPart', ...fields, now: later, ...o });
  const signedOff: LearningEvent = { type: 'learning.PracticalPartSignedOff', data: { ...fields, signedOffAt: later.toISOString() } };
  const stateOf = (events: readonly LearningEvent[]) => events.reduce(enrolmentDecider.evolve, enrolmentDecider.initialState);

  it('the online completion of a blended training records that it waits for its practical part', () => {
    given(enrolmentDecider, passed).when(complete).then([onlineDone]);
    expect(stateOf(awaiting)).toMatchObject({ step: 'completed', completion: { completionId: 'k1', practical: { required: true, signedOff: null } } });
  });
  it('an instructor signs it off: date, place, instructor (trimmed) and note', () => {
    given(enrolmentDecider, awaiting).when(signOff({ place: '  Halle 3 ', note: '  Feuerlöscher geübt ' })).then([signedOff]);
    expect(stateOf([...awaiting, signedOff])).toMatchObject({ completion: { practical: { required: true, signedOff: { place: 'Halle 3', signedOffAt: later.toISOString() } } } });
    given(enrolmentDecider, awaiting)
      .when(signOff({ note: ' ', instructorUserId: null, instructorName: 'Externer Ausbilder' }))
      .then([{ ...signedOff, data: { ...signedOff.data, note: null, instructorUserId: null, instructorName: 'Externer Ausbilder' } } as LearningEvent]);
  });
  it('OnlinePartNotCompleted: not before the online part is completed', () => {
    given(enrolmentDecider).when(signOff()).thenFails('OnlinePartNotCompleted');
    given(enrolmentDecider, videoAndTextDone).when(signOff()).thenFails('OnlinePartNotCompleted');
    given(enrolmentDecider, passed).when(signOff()).thenFails('OnlinePartNotCompleted');
  });
  it('PracticalPartAlreadySignedOff: once per cycle', () => {
    given(enrolmentDecider, [...awaiting, signedOff]).when(signOff()).thenFails('PracticalPartAlreadySignedOff');
  });
  it('PracticalPartNotRequired: a cycle completed without a practical part has none to sign off', () => {
    const plain: LearningEvent = { ...onlineDone, data: { ...onlineDone.data, practicalPartRequired: undefined } } as LearningEvent;
    given(enrolmentDecider, [...passed, plain]).when(signOff()).thenFails('PracticalPartNotRequired');
  });
  it('PracticalDateInFuture: the day lies not after today in Berlin (today is fine)', () => {
    given(enrolmentDecider, awaiting).when(signOff({ practicalDate: '2026-03-10' })).thenFails('PracticalDateInFuture');
    given(enrolmentDecider, awaiting).when(signOff({ practicalDate: '2026-03-09' })).then([{ ...signedOff, data: { ...signedOff.data, practicalDate: '2026-03-09' } } as LearningEvent]);
    // 23:30 UTC is already the next day in Berlin
    given(enrolmentDecider, awaiting)
      .when(signOff({ practicalDate: '2026-03-10', now: new Date('2026-03-09T23:30:00.000Z') }))
      .then([{ ...signedOff, data: { ...signedOff.data, practicalDate: '2026-03-10', signedOffAt: '2026-03-09T23:30:00.000Z' } } as LearningEvent]);
  });
  it('PracticalDateBeforeCycle: not before the cycle started', () => {
    given(enrolmentDecider, awaiting).when(signOff({ practicalDate: '2026-03-01' })).thenFails('PracticalDateBeforeCycle');
  });
  it('PracticalPlaceRequired and PracticalInstructorRequired', () => {
    given(enrolmentDecider, awaiting).when(signOff({ place: '  ' })).thenFails('PracticalPlaceRequired');
    given(enrolmentDecider, awaiting).when(signOff({ instructorName: '' })).thenFails('PracticalInstructorRequired');
  });
});

describe('a classroom session completes the training (issue 32)', () => {
  const closedAt = new Date('2026-03-09T10:00:00.000Z');
  const presence = { sessionId: 's1', location: 'Halle 3', startsAt: '2026-03-09T08:00:00.000Z', durationMinutes: 45, instructorId: 'owner', instructorName: 'Olga Owner', signatureSha256: 'sha-u1', scanSha256: null };
  const command: EnrolmentCommand = {
    type: 'CompleteInPresence',
    enrolmentId: 'e1',
    companyId: 'c1',
    userId: 'u1',
    trainingId: 't1',
    cycle: 1,
    contentVersion: 'v2',
    completionId: 'k9',
    method: 'presence',
    presence,
    confirmation: 'Ich habe an der Unterweisung teilgenommen und den Inhalt verstanden.',
    snapshot,
    closedBy: 'owner',
    closedByName: 'Olga Owner',
    completedAt: closedAt,
  };
  const completed: LearningEvent = {
    type: 'learning.TrainingCompleted',
    data: {
      completionId: 'k9',
      completedAt: closedAt.toISOString(),
      percent: 100,
      correct: 0,
      total: 0,
      contentVersion: 'v2',
      confirmation: 'Ich habe an der Unterweisung teilgenommen und den Inhalt verstanden.',
      confirmedBy: 'signature',
      method: 'presence',
      presence,
      snapshot,
    },
  };
  const begun: LearningEvent = {
    type: 'learning.TrainingStarted',
    data: { enrolmentId: 'e1', companyId: 'c1', userId: 'u1', trainingId: 't1', cycle: 1, contentVersion: 'v2', startedAt: closedAt.toISOString() },
  };
  const onlineDone: LearningEvent = {
    type: 'learning.TrainingCompleted',
    data: { completionId: 'k1', completedAt: at(300).toISOString(), percent: 66, correct: 2, total: 3, contentVersion: 'v1', confirmation: 'x', confirmedBy: 'password', snapshot, practicalPartRequired: true },
  };

  it('a cycle not begun is begun and completed at the close, without modules or quiz', () => {
    given(enrolmentDecider).when(command).then([begun, completed]);
  });
  it('a running cycle is completed, whatever its modules say', () => {
    given(enrolmentDecider, [started, moduleDone('m-video', 100)]).when(command).then([completed]);
  });
  it('a paper list completes with its scan and `paper` as the confirmation', () => {
    const paper = { ...presence, signatureSha256: null, scanSha256: 'sha-scan' };
    given(enrolmentDecider)
      .when({ ...command, method: 'presence-paper', presence: paper })
      .then([begun, { ...completed, data: { ...completed.data, confirmedBy: 'paper', method: 'presence-paper', presence: paper } } as LearningEvent]);
  });
  it('a blended cycle waiting for its practical part is signed off by the session', () => {
    given(enrolmentDecider, [...passed, onlineDone])
      .when(command)
      .then([
        {
          type: 'learning.PracticalPartSignedOff',
          data: { practicalDate: '2026-03-09', place: 'Halle 3', instructorName: 'Olga Owner', instructorUserId: 'owner', note: null, signedOffBy: 'owner', signedOffByName: 'Olga Owner', signedOffAt: closedAt.toISOString(), sessionId: 's1' },
        },
      ]);
  });
  it('AlreadyCompleted: a cycle that counts is left alone (the session completes the next one)', () => {
    given(enrolmentDecider, [started, completed]).when(command).thenFails('AlreadyCompleted');
  });
});

describe('language versions (issue 34)', () => {
  const choose = (language: string, available: readonly string[] = ['de', 'tr']): EnrolmentCommand => ({ type: 'ChooseLanguage', language, available, now: at(50) });
  const chosen = (language: string): LearningEvent => ({ type: 'learning.LanguageChosen', data: { language, chosenAt: at(50).toISOString() } });

  it('the learner chooses one of the training’s versions while the cycle runs; the same choice again changes nothing', () => {
    given(enrolmentDecider, [started]).when(choose('tr')).then([chosen('tr')]);
    given(enrolmentDecider, [started, chosen('tr')]).when(choose('tr')).thenNothing();
    given(enrolmentDecider, [started]).when(choose('pl')).thenFails('LanguageNotAvailable');
    given(enrolmentDecider).when(choose('tr')).thenFails('NotStarted');
  });

  it('scoring does not depend on the language: the same answers score the same in every version, and each module records the version it was given in', () => {
    for (const language of ['de', 'tr', 'ar']) {
      given(enrolmentDecider, videoAndTextDone)
        .when({ ...(answer([[0], [0], [1]]) as Extract<EnrolmentCommand, { type: 'RecordProgress' }>), language })
        .then([
          { type: 'learning.QuizAnswered', data: { moduleId: 'm-quiz', answers: [[0], [0], [1]], results: [true, false, true], answeredAt: at(200).toISOString() } },
          { type: 'learning.ModuleCompleted', data: { moduleId: 'm-quiz', completedAt: at(200).toISOString(), language } },
          { type: 'learning.QuizFailed', data: { percent: 66, correct: 2, total: 3, evaluatedAt: at(200).toISOString() } },
        ]);
    }
  });
});

describe('a dubbed version of a video (issue 34 item 2): the honest-progress rules measure the video shown', () => {
  /** A 60 s German video with a 40 s Turkish dubbed version; the plan takes the length of the video shown in the delivered language. */
  const content = { videoUrl: '/v/de.mp4', duration: 60, dubbedVideos: { tr: { videoUrl: '/v/tr.mp4', duration: 40 } } };
  const planIn = (language: string): PlanModule[] => [{ id: 'm-video', type: 'video', duration: shownVideo(content, language).duration ?? null }, text];
  const recorded = (intervals: [number, number][], position: number, duration: number, watchedSeconds: number, seconds: number): LearningEvent => ({
    type: 'learning.ModuleProgressRecorded',
    data: { moduleId: 'm-video', intervals, position, duration, watchedSeconds, recordedAt: at(seconds).toISOString() },
  });
  const watchIn = (language: string): EnrolmentCommand => ({ ...(watch([[30, 36]], 36, { plan: planIn(language) }) as Progress), language });

  it('36 s watched completes the module in Turkish (90 % of the 40 s dubbed video)', () => {
    given(enrolmentDecider, [started, recorded([[0, 30]], 30, 40, 30, 30)])
      .when(watchIn('tr'))
      .then([recorded([[30, 36]], 36, 40, 36, 36), { type: 'learning.ModuleCompleted', data: { moduleId: 'm-video', completedAt: at(36).toISOString(), language: 'tr' } }]);
  });

  it('36 s watched does not complete it in German (60 s main video)', () => {
    given(enrolmentDecider, [started, recorded([[0, 30]], 30, 60, 30, 30)])
      .when(watchIn('de'))
      .then([recorded([[30, 36]], 36, 60, 36, 36)]);
  });

  it('seeking ahead is measured in the video shown: beyond the dubbed video’s end is outside it', () => {
    given(enrolmentDecider, [started]).when({ ...(watch([[0, 45]], 500, { plan: planIn('tr') }) as Progress), language: 'tr' }).thenFails('IntervalOutsideVideo');
    given(enrolmentDecider, [started, recorded([[0, 10]], 10, 40, 10, 10)])
      .when({ ...(watch([[25, 30]], 500, { plan: planIn('tr') }) as Progress), language: 'tr' })
      .thenFails('IntervalAheadOfWatched');
  });
});
