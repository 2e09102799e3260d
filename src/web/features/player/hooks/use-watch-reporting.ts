/**
 * Reports the played ranges of a video module to the server (PATCH /api/trainings/{id}/progress,
 * spec section 9): every 10 s while playing, on demand (pause, end) and once when the module is
 * left or the page goes away. Reports go out one after another; one that leaves the page at once.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { hasErrorCode, isApiError } from '../../../lib/api';
import { useToast } from '../../../lib/use-toast';
import { patchProgress } from '../api/mutations';
import { refreshProgress, setProgress } from '../api/queries';
import { usePlayerT } from '../i18n';
import { REPORT_REFUSALS } from '../lib/refusals';
import { clampSeek, type WatchTracker } from '../lib/watch-tracker';

/** Progress is reported this often while the video plays. */
export const REPORT_EVERY_MS = 10_000;

export interface WatchReporting {
  /** Sends what is new (nothing when nothing moved); `keepalive` for a page that goes away. */
  report: (keepalive?: boolean) => void;
  /** Records the position resumed at, so an unmoved position is not sent again. */
  markSent: (position: number) => void;
  serverError: string | null;
  clearServerError: () => void;
}

export function useWatchReporting({
  trainingId,
  moduleId,
  tracker,
  reporting,
  playing,
  videoRef,
  duration,
}: {
  trainingId: string;
  moduleId: string;
  tracker: WatchTracker;
  /** false in view mode or once completed: nothing is sent. */
  reporting: boolean;
  playing: boolean;
  videoRef: RefObject<HTMLVideoElement | null>;
  duration: number | null;
}): WatchReporting {
  const { t } = usePlayerT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const notifyRef = useRef({ toast, t });
  const reportingRef = useRef(reporting);
  const durationRef = useRef(duration);
  useEffect(() => {
    notifyRef.current = { toast, t };
    reportingRef.current = reporting;
    durationRef.current = duration;
  }, [toast, t, reporting, duration]);
  const [serverError, setServerError] = useState<string | null>(null);

  const chain = useRef<Promise<void>>(Promise.resolve());
  const lastSentPosition = useRef<number | null>(null);
  const report = useCallback(
    (keepalive = false) => {
      if (!reportingRef.current) return;
      const video = videoRef.current;
      const position = video ? video.currentTime : (lastSentPosition.current ?? 0);
      const knownDuration = durationRef.current;
      const intervals = tracker.takePending(knownDuration);
      // nothing new: no ranges and the position did not move (or nothing was loaded yet)
      if (intervals.length === 0 && (lastSentPosition.current === null || Math.abs(position - lastSentPosition.current) < 0.5)) return;
      lastSentPosition.current = position;
      const patch = {
        moduleId,
        intervals,
        position: Math.round(clampSeek(position, knownDuration ?? position) * 1000) / 1000,
        ...(knownDuration ? { duration: Math.round(knownDuration * 1000) / 1000 } : {}),
      };
      const send = async () => {
        try {
          const next = await patchProgress(trainingId, patch, keepalive);
          // the server's view only adds to what this browser knows
          const mine = next.progress.modules[moduleId];
          if (mine) tracker.sync(mine.furthest, mine.watchedSeconds);
          setProgress(queryClient, next);
          setServerError(null);
        } catch (error) {
          if (!isApiError(error)) {
            tracker.restore(intervals); // offline: the ranges go into the next report
            return;
          }
          if (hasErrorCode(error, REPORT_REFUSALS)) {
            setServerError(error.serverMessage ?? error.message);
          } else if (error.status === 409 || error.status === 404) {
            await refreshProgress(queryClient, trainingId);
          } else {
            tracker.restore(intervals);
            const notify = notifyRef.current;
            notify.toast.error(notify.t('module.saveErrorTitle'), error.serverMessage ?? notify.t('module.saveError'));
          }
        }
      };
      // Reports go out one after another, in order; one that leaves the page goes at once.
      if (keepalive) void send();
      else chain.current = chain.current.then(send);
    },
    [moduleId, queryClient, trainingId, tracker, videoRef],
  );

  // Every 10 s while playing.
  useEffect(() => {
    if (!playing || !reporting) return;
    const timer = window.setInterval(() => report(), REPORT_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [playing, reporting, report]);

  // When the module is left (unmount) or the page goes away: the latest `report`, once.
  const reportRef = useRef(report);
  useEffect(() => {
    reportRef.current = report;
  }, [report]);
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') reportRef.current(true);
    };
    const onPageHide = () => reportRef.current(true);
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
      reportRef.current(true);
    };
  }, []);

  const clearServerError = useCallback(() => setServerError(null), []);
  const markSent = useCallback((position: number) => {
    lastSentPosition.current = position;
  }, []);
  return { report, markSent, serverError, clearServerError };
}
