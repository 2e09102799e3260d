import { describe, expect, it } from 'vitest';
import { clampFontSize, droppedByTrim, isActiveAt, movedStart, newTextOverlay, toProjectData, type AudioRecording, type TextOverlay } from './project';

const overlay = (startTime: number, duration = 3): TextOverlay => ({ ...newTextOverlay(`t${startTime}`, 'Neuer Text', startTime, null), duration });
const clip = (startTime: number, duration = 3): AudioRecording => ({ id: `a${startTime}`, url: 'data:audio/webm;base64,AAAA', startTime, duration });

describe('newTextOverlay (spec sections 5 and 9)', () => {
  it('starts at the playhead with the default text, 3 s, centred, font 32, white', () => {
    expect(newTextOverlay('1', 'Neuer Text', 1.23, 10)).toEqual({ id: '1', text: 'Neuer Text', x: 50, y: 50, startTime: 1.2, duration: 3, fontSize: 32, color: '#ffffff' });
  });

  it('never starts after the end of the video', () => {
    expect(newTextOverlay('1', 'x', 12, 10).startTime).toBe(9.9);
  });
});

describe('clampFontSize (font 12 to 72)', () => {
  it('keeps sizes inside 12..72', () => {
    expect(clampFontSize(8)).toBe(12);
    expect(clampFontSize(40)).toBe(40);
    expect(clampFontSize(100)).toBe(72);
    expect(clampFontSize(Number.NaN)).toBe(32);
  });
});

describe('movedStart (dragging a bar on the timeline)', () => {
  it('moves in tenths of a second and stays inside the video', () => {
    expect(movedStart(overlay(2), 1.04, 10)).toBe(3);
    expect(movedStart(overlay(2), -5, 10)).toBe(0);
    expect(movedStart(overlay(2), 20, 10)).toBe(7);
  });

  it('pins an item longer than the video to the start', () => {
    expect(movedStart(overlay(0, 12), 3, 10)).toBe(0);
  });
});

describe('isActiveAt', () => {
  it('shows an overlay from its start until before its end', () => {
    expect(isActiveAt(overlay(2), 1.9)).toBe(false);
    expect(isActiveAt(overlay(2), 2)).toBe(true);
    expect(isActiveAt(overlay(2), 4.99)).toBe(true);
    expect(isActiveAt(overlay(2), 5)).toBe(false);
  });
});

describe('toProjectData (what POST /api/video-projects receives)', () => {
  it('keeps the editor times when the video is not trimmed, cutting what runs past its end', () => {
    const data = toProjectData({ textOverlays: [overlay(1)], audioRecordings: [clip(2)], videoDuration: 4.04, trim: null, fileName: 'clip.mp4' });
    expect(data).toEqual({ textOverlays: [overlay(1)], audioRecordings: [clip(2, 2)], duration: 4, fileName: 'clip.mp4' });
    const unknown = toProjectData({ textOverlays: [overlay(1)], audioRecordings: [clip(2)], videoDuration: null, trim: null, fileName: null });
    expect(unknown.audioRecordings).toEqual([clip(2)]);
  });

  it('shifts items by the trim start, cuts them to the kept part and drops what is left outside', () => {
    const data = toProjectData({
      textOverlays: [overlay(0, 1), overlay(1), overlay(5)],
      audioRecordings: [clip(6)],
      videoDuration: 10,
      trim: [2, 7],
      fileName: 'clip.mp4',
    });
    expect(data.duration).toBe(5);
    expect(data.textOverlays.map((o) => [o.startTime, o.duration])).toEqual([
      [0, 2],
      [3, 2],
    ]);
    expect(data.audioRecordings.map((a) => [a.startTime, a.duration])).toEqual([[4, 1]]);
    expect(droppedByTrim([overlay(0, 1), overlay(1), overlay(5), clip(6)], [2, 7])).toBe(1);
  });
});
