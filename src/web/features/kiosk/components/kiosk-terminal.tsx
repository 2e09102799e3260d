import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Alert, Button, Modal } from 'antd';
import { CheckCircleFilled, ClockCircleOutlined, LogoutOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { changeLanguage, uiLanguage } from '../../../i18n';
import { isApiError } from '../../../lib/api';
import { fullName } from '../../../lib/auth';
import { MY_TRAININGS_PATH } from '../../../lib/learning';
import { DEFAULT_LANGUAGE, getToken, setToken, type UiLanguage } from '../../../lib/storage';
import { KIOSK_PATH, endStoredSession, forgetPersonData, rememberUser, type AuthResult, type KioskInfo, type UserView } from '../api/kiosk';
import type { ScannedCode } from '../lib/codes';
import { useIdle } from '../lib/use-idle';
import { useKioskT } from '../i18n';
import { KioskBar } from './kiosk-bar';
import { NumberStep } from './number-step';
import { OpenTrainings } from './open-trainings';
import { PinStep, type Identity } from './pin-step';
import { SetPinStep } from './set-pin-step';
import { StartScreen } from './start-screen';
import { KioskPanel } from './kiosk-panel';

/** What the kiosk hands the training player: the training, the way back to the list and what follows a completion. */
export interface KioskPlayerProps {
  readonly trainingId: string;
  readonly onExit: () => void;
  readonly onCompleted: () => void;
  /** The language chosen on the kiosk for this session, if somebody chose one (issue 34 item 3). */
  readonly sessionLanguage?: string | undefined;
}
/** The training player, given by the route (a feature does not reach into another one's components). */
export type KioskPlayer = ComponentType<KioskPlayerProps>;

/** How long the confirmation after a completion stays before the start screen returns. */
const DONE_MS = 8_000;
/** How long the notice after an automatic sign-out stays on the start screen. */
const NOTICE_MS = 15_000;

type StartNotice = 'idle' | 'expired';

type Phase =
  | { readonly kind: 'start'; readonly notice: StartNotice | null }
  | { readonly kind: 'number'; readonly personnelNumber: string; readonly startCode: boolean }
  | { readonly kind: 'pin'; readonly identity: Identity }
  | { readonly kind: 'setPin'; readonly user: UserView }
  | { readonly kind: 'session'; readonly user: UserView; readonly trainingId: string | null; readonly pinSaved: boolean }
  | { readonly kind: 'done'; readonly name: string };

const START: Phase = { kind: 'start', notice: null };

function StartNoticeAlert({ notice, onGone }: { notice: StartNotice; onGone: () => void }) {
  const { t } = useKioskT();
  useEffect(() => {
    const timer = window.setTimeout(onGone, NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [onGone]);
  return <Alert type="info" showIcon className="kiosk-problem" title={t('signedOut.title')} description={t(`signedOut.${notice}`)} data-testid="kiosk-signed-out" />;
}

/** After a completion: thanks, and back to the start screen (the session has ended already). */
function DoneView({ name, onFinish }: { name: string; onFinish: () => void }) {
  const { t } = useKioskT();
  useEffect(() => {
    const timer = window.setTimeout(onFinish, DONE_MS);
    return () => window.clearTimeout(timer);
  }, [onFinish]);
  return (
    <KioskPanel name="done" variant="kiosk-done" role="status" heading={t('done.title')} icon={<CheckCircleFilled className="kiosk-done__icon" aria-hidden="true" />}>
      <p className="kiosk-intro">{t('done.text', { name })}</p>
      <Button type="primary" size="large" className="kiosk-button" icon={<LogoutOutlined />} onClick={onFinish} data-testid="kiosk-done-finish">
        {t('done.signOutNow')}
      </Button>
    </KioskPanel>
  );
}

function IdleWarning({ seconds }: { seconds: number | null }) {
  const { t } = useKioskT();
  return (
    <Modal
      open={seconds !== null}
      centered
      closable={false}
      maskClosable={false}
      // the screen behind may be another one by then (signed out): focus goes where that screen puts it
      focusTriggerAfterClose={false}
      keyboard={false}
      title={
        <span>
          <ClockCircleOutlined aria-hidden="true" /> {t('idle.title')}
        </span>
      }
      className="kiosk-idle"
      footer={
        // any touch or key counts as presence (use-idle.ts); the button says so
        <Button type="primary" size="large" data-testid="kiosk-idle-stay">
          {t('idle.stay')}
        </Button>
      }
    >
      <p className="kiosk-idle__text" data-testid="kiosk-idle-warning" aria-live="polite">
        {t('idle.text', { count: seconds ?? 0 })}
      </p>
    </Modal>
  );
}

/**
 * A paired kiosk: the start screen, sign-in with badge or personnel number and PIN (or start code
 * and a new PIN), the person's open trainings and the player. A session ends with 'Abmelden', after
 * 90 s without input, after a completion, and whenever the server answers 401; then everything of
 * the person is forgotten and the start screen returns in German.
 */
export function KioskTerminal({
  kiosk,
  deviceToken,
  onUnpaired,
  player: Player,
}: {
  kiosk: KioskInfo;
  deviceToken: string;
  onUnpaired: () => void;
  player: KioskPlayer;
}) {
  const { t } = useKioskT();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>(START);
  const signedIn = phase.kind === 'setPin' || phase.kind === 'session';
  /** True from a sign-in to its end, so that a second reason to end it (a late 401) does nothing. */
  const session = useRef(false);
  /** Somebody chose the language on this screen: their sign-in keeps it. */
  const languageChosen = useRef(false);
  /** The language somebody chose on the kiosk for this session (issue 34 item 3): the player's version follows it. */
  const [sessionLanguage, setSessionLanguage] = useState<UiLanguage | undefined>(undefined);

  // A session left over from the last page load (a reload, a crash) is ended before anybody else comes.
  useEffect(() => {
    if (getToken()) {
      void endStoredSession();
      forgetPersonData(queryClient);
    }
  }, [queryClient]);

  // Once the person's screens are gone, nothing of theirs stays in the cache.
  const leftPerson = phase.kind === 'start' || phase.kind === 'done';
  useEffect(() => {
    if (leftPerson) forgetPersonData(queryClient);
  }, [leftPerson, queryClient]);

  const toStart = useCallback((notice: StartNotice | null = null) => {
    languageChosen.current = false;
    setSessionLanguage(undefined);
    if (uiLanguage() !== DEFAULT_LANGUAGE) void changeLanguage(DEFAULT_LANGUAGE);
    setPhase({ kind: 'start', notice });
  }, []);

  const signOut = useCallback(
    (reason: 'button' | 'idle' | 'expired' | 'completed', name = '') => {
      if (!session.current) return;
      session.current = false;
      void endStoredSession();
      if (reason === 'completed') return setPhase({ kind: 'done', name });
      toStart(reason === 'button' ? null : reason);
      // the device may have been revoked with the session: ask again
      if (reason === 'expired') void queryClient.invalidateQueries({ queryKey: [KIOSK_PATH] });
    },
    [queryClient, toStart],
  );

  // Any 401 while somebody is signed in (session over, kiosk revoked) ends the session here too.
  useEffect(() => {
    if (!signedIn) return undefined;
    const check = (error: unknown) => {
      if (isApiError(error) && error.status === 401) signOut('expired');
    };
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') check(event.action.error);
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') check(event.action.error);
    });
    return () => {
      queries();
      mutations();
    };
  }, [signedIn, queryClient, signOut]);

  // Nobody there for 90 s: a session ends, a half-typed sign-in goes, the start screen speaks German again.
  const waiting = phase.kind === 'start';
  const onIdle = useCallback(() => {
    if (session.current) signOut('idle');
    else if (!waiting || uiLanguage() !== DEFAULT_LANGUAGE) toStart();
  }, [signOut, toStart, waiting]);
  const idleSeconds = useIdle({ active: phase.kind !== 'done', onIdle });

  const clearNotice = useCallback(() => setPhase(START), []);
  const finishDone = useCallback(() => toStart(), [toStart]);

  const chooseLanguage = (language: UiLanguage) => {
    languageChosen.current = true;
    setSessionLanguage(language);
    void changeLanguage(language);
  };

  const signedInWith = (result: AuthResult) => {
    setToken(result.token);
    session.current = true;
    forgetPersonData(queryClient);
    rememberUser(queryClient, result.user);
    if (!languageChosen.current && result.user.language !== uiLanguage()) void changeLanguage(result.user.language);
    setPhase(result.user.mustSetPin ? { kind: 'setPin', user: result.user } : { kind: 'session', user: result.user, trainingId: null, pinSaved: false });
  };

  const scanned = (code: ScannedCode) => {
    if (code.kind === 'badge') setPhase({ kind: 'pin', identity: { kind: 'badge', badge: code.badge } });
    else setPhase({ kind: 'number', personnelNumber: code.personnelNumber, startCode: true });
  };

  const closeTraining = () => {
    if (phase.kind !== 'session') return;
    setPhase({ ...phase, trainingId: null });
    void queryClient.invalidateQueries({ queryKey: [MY_TRAININGS_PATH] });
  };

  let body: ReactNode;
  switch (phase.kind) {
    case 'start':
      body = (
        <StartScreen
          notice={phase.notice && <StartNoticeAlert notice={phase.notice} onGone={clearNotice} />}
          onScanned={scanned}
          onPersonnelNumber={(personnelNumber) =>
            setPhase(personnelNumber ? { kind: 'pin', identity: { kind: 'number', personnelNumber } } : { kind: 'number', personnelNumber: '', startCode: false })
          }
        />
      );
      break;
    case 'number':
      body = (
        <NumberStep
          deviceToken={deviceToken}
          initialNumber={phase.personnelNumber}
          initialStartCode={phase.startCode}
          onPin={(personnelNumber) => setPhase({ kind: 'pin', identity: { kind: 'number', personnelNumber } })}
          onSignedIn={signedInWith}
          onUnpaired={onUnpaired}
          onBack={() => setPhase(START)}
        />
      );
      break;
    case 'pin':
      body = (
        <PinStep
          deviceToken={deviceToken}
          identity={phase.identity}
          onSignedIn={signedInWith}
          onUnpaired={onUnpaired}
          onStartCode={(personnelNumber) => setPhase({ kind: 'number', personnelNumber, startCode: true })}
          onBack={() => setPhase(START)}
        />
      );
      break;
    case 'setPin':
      body = (
        <SetPinStep
          user={phase.user}
          onSaved={(user) => {
            rememberUser(queryClient, user);
            setPhase({ kind: 'session', user, trainingId: null, pinSaved: true });
          }}
        />
      );
      break;
    case 'session': {
      const { user, trainingId } = phase;
      body = trainingId ? (
        <div className="kiosk-player" data-testid="kiosk-player">
          <Player trainingId={trainingId} onExit={closeTraining} onCompleted={() => signOut('completed', fullName(user))} sessionLanguage={sessionLanguage} />
        </div>
      ) : (
        <div className="kiosk-session" data-testid="kiosk-session">
          <h1 className="kiosk-greeting" data-testid="kiosk-greeting">
            {t('session.greeting', { name: fullName(user) })}
          </h1>
          {phase.pinSaved && <Alert type="success" showIcon closable className="kiosk-problem" title={t('setPin.saved')} data-testid="kiosk-pin-saved" />}
          <OpenTrainings onOpen={(id) => setPhase({ ...phase, trainingId: id, pinSaved: false })} />
        </div>
      );
      break;
    }
    case 'done':
      body = <DoneView name={phase.name} onFinish={finishDone} />;
      break;
  }

  return (
    <div className={`kiosk kiosk--${phase.kind}`} data-testid="kiosk" data-phase={phase.kind}>
      <KioskBar kiosk={kiosk} onLanguage={chooseLanguage} onSignOut={signedIn ? () => signOut('button') : undefined} />
      <main className={`kiosk-main${phase.kind === 'session' ? (phase.trainingId ? ' kiosk-main--player' : '') : ' kiosk-main--centered'}`}>{body}</main>
      <IdleWarning seconds={signedIn ? idleSeconds : null} />
    </div>
  );
}
