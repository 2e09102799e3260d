/** The microphone clips play along with the video within their time window. */
import { useEffect, useRef } from 'react';
import { isActiveAt, type AudioRecording } from '../lib/project';

export function useClipPlayback(clips: AudioRecording[], playing: boolean, time: number): void {
  const audioRefs = useRef(new Map<string, HTMLAudioElement>());

  useEffect(() => {
    const audios = audioRefs.current;
    return () => {
      audios.forEach((a) => a.pause());
      audios.clear();
    };
  }, []);

  useEffect(() => {
    const audios = audioRefs.current;
    for (const [id, audio] of audios) {
      if (!clips.some((c) => c.id === id)) {
        audio.pause();
        audios.delete(id);
      }
    }
    for (const clip of clips) {
      let audio = audios.get(clip.id);
      if (!audio || audio.src !== clip.url) {
        audio?.pause();
        audio = new Audio(clip.url);
        audios.set(clip.id, audio);
      }
      const active = playing && isActiveAt(clip, time);
      if (active && audio.paused) {
        audio.currentTime = Math.max(0, time - clip.startTime);
        void audio.play().catch(() => undefined);
      } else if (!active && !audio.paused) {
        audio.pause();
      }
    }
  }, [clips, playing, time]);
}
