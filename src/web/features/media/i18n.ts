/**
 * Texts of the video module dialog (spec sections 2, 5 and 8), German first. They are added to the
 * app's i18next instance at module load under `media.*`; the typed helper `useMediaT()` only accepts
 * keys that exist here (the global typed `t()` knows de.json only).
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import i18n from '../../i18n';

const de = {
  dialog: {
    titleNew: 'Videomodul erstellen',
    titleEdit: 'Videomodul bearbeiten',
    title: 'Titel',
    titlePlaceholder: 'z. B. Brandschutz im Lager',
    description: 'Beschreibung',
    descriptionPlaceholder: 'Worum geht es in diesem Video? (optional)',
    save: 'Speichern',
    saving: 'Speichere...',
    cancel: 'Abbrechen',
    delete: 'Löschen',
    deleteConfirm: 'Dieses Videomodul wirklich löschen?',
    deleteYes: 'Löschen',
    deleteNo: 'Abbrechen',
    uploading: 'Video wird hochgeladen … {{percent}} %',
    processing: 'Video wird verarbeitet …',
  },
  tabs: { record: 'Aufnehmen', upload: 'Hochladen', preview: 'Vorschau' },
  safariNotice:
    'Hinweis für Safari: Bitte erlauben Sie den Zugriff auf Kamera und Mikrofon (Safari > Einstellungen für diese Website), damit die Aufnahme funktioniert.',
  recorder: {
    start: 'Aufnahme starten',
    stop: 'Aufnahme beenden',
    retry: 'Kamera erneut aktivieren',
    rec: 'REC',
    elapsed: '{{elapsed}} / {{max}}',
    starting: 'Kamera wird aktiviert …',
    recorded: 'Aufnahme gespeichert – siehe Vorschau.',
    discard: 'Aufnahme verwerfen',
    teleprompter: 'Teleprompter',
    teleprompterText: 'Teleprompter-Text',
    teleprompterPlaceholder: 'Text, der während der Aufnahme über dem Kamerabild läuft …',
    fontSize: 'Schriftgröße: {{value}} px',
    speed: 'Geschwindigkeit: {{value}} px/s',
    show: 'Teleprompter anzeigen',
  },
  upload: {
    drop: 'Videodatei hierher ziehen oder klicken',
    hint: 'MP4, WebM, AVI oder MOV, maximal 50MB',
    chosen: 'Ausgewählt: {{name}} ({{size}})',
    checking: 'Videoformat wird geprüft …',
  },
  preview: {
    empty: 'Noch kein Video. Nehmen Sie ein Video auf oder laden Sie eine Datei hoch.',
    trim: 'Kürzen',
    trimInfo: 'Start {{start}} · Ende {{end}} · Länge {{length}}',
    setStart: 'Start hier setzen',
    setEnd: 'Ende hier setzen',
    resetTrim: 'Kürzung zurücksetzen',
    trimNotice: 'Die Kürzung wird beim Speichern angewendet.',
  },
  messageRecorder: {
    title: 'Video aufnehmen',
    hint: 'Hochformat mit der Frontkamera, höchstens {{max}} Minuten.',
    start: 'Aufnahme starten',
    stop: 'Aufnahme beenden',
    delete: 'Löschen',
    use: 'Video verwenden',
    cancel: 'Abbrechen',
    live: 'Live',
    recorded: 'Aufnahme ({{length}})',
    stopping: 'Aufnahme wird abgeschlossen …',
  },
  errors: {
    invalidTypeTitle: 'Ungültiger Dateityp',
    invalidType: 'Bitte wählen Sie eine Videodatei aus.',
    tooLargeTitle: 'Datei zu groß',
    tooLarge: 'Videos dürfen maximal 50MB groß sein.',
    formatTitle: 'Video-Format nicht unterstützt',
    format: 'Ihr Browser kann dieses Video nicht abspielen. Bitte wählen Sie eine MP4- oder WebM-Datei.',
    noVideoTitle: 'Kein Video',
    noVideo: 'Bitte nehmen Sie ein Video auf oder laden Sie eine Datei hoch.',
    noTitleTitle: 'Titel fehlt',
    noTitle: 'Bitte geben Sie einen Titel ein.',
    uploadTitle: 'Upload-Fehler',
    upload: 'Das Video konnte nicht hochgeladen werden.',
    saveTitle: 'Speicher-Fehler',
    player: 'Ihr Browser unterstützt das Videoformat nicht.',
    cameraTitle: 'Kamera oder Mikrofon konnte nicht aktiviert werden',
    cameraDenied: 'Der Zugriff wurde verweigert. Bitte erlauben Sie Kamera und Mikrofon in den Browser-Einstellungen und versuchen Sie es erneut.',
    cameraNotFound: 'Es wurde keine Kamera oder kein Mikrofon gefunden.',
    cameraBusy: 'Kamera oder Mikrofon wird bereits von einer anderen Anwendung verwendet.',
    cameraConstraints: 'Die Kamera unterstützt die gewünschte Auflösung nicht.',
    cameraSafari: 'Safari erlaubt den Zugriff nur über HTTPS und nach Ihrer Zustimmung. Bitte prüfen Sie die Website-Einstellungen in Safari.',
    cameraUnknown: 'Unbekannter Fehler beim Zugriff auf Kamera oder Mikrofon.',
    unsupportedTitle: 'Browser nicht unterstützt',
    unsupported: 'Ihr Browser unterstützt keine Videoaufnahme. Bitte verwenden Sie einen aktuellen Chrome, Firefox, Edge oder Safari.',
    recordingTitle: 'Aufnahme-Fehler',
    recording: 'Fehler bei der Videoaufnahme',
    startTitle: 'Start-Fehler',
    start: 'Videoaufnahme konnte nicht gestartet werden',
    noDataTitle: 'Keine Videodaten empfangen',
    noData: 'Die Aufnahme enthält keine Daten. Bitte versuchen Sie es erneut.',
    createTitle: 'Video-Erstellungs-Fehler',
    create: 'Aus der Aufnahme konnte kein Video erstellt werden.',
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const en: Shape<typeof de> = {
  dialog: {
    titleNew: 'Create video module',
    titleEdit: 'Edit video module',
    title: 'Title',
    titlePlaceholder: 'e.g. Fire safety in the warehouse',
    description: 'Description',
    descriptionPlaceholder: 'What is this video about? (optional)',
    save: 'Save',
    saving: 'Saving...',
    cancel: 'Cancel',
    delete: 'Delete',
    deleteConfirm: 'Really delete this video module?',
    deleteYes: 'Delete',
    deleteNo: 'Cancel',
    uploading: 'Uploading video … {{percent}} %',
    processing: 'Processing video …',
  },
  tabs: { record: 'Record', upload: 'Upload', preview: 'Preview' },
  safariNotice: 'Note for Safari: please allow access to camera and microphone (Safari > Settings for this website) so that recording works.',
  recorder: {
    start: 'Start recording',
    stop: 'Stop recording',
    retry: 'Activate camera again',
    rec: 'REC',
    elapsed: '{{elapsed}} / {{max}}',
    starting: 'Activating camera …',
    recorded: 'Recording saved – see preview.',
    discard: 'Discard recording',
    teleprompter: 'Teleprompter',
    teleprompterText: 'Teleprompter text',
    teleprompterPlaceholder: 'Text that scrolls over the camera image while recording …',
    fontSize: 'Font size: {{value}} px',
    speed: 'Speed: {{value}} px/s',
    show: 'Show teleprompter',
  },
  upload: {
    drop: 'Drag a video file here or click',
    hint: 'MP4, WebM, AVI or MOV, at most 50MB',
    chosen: 'Selected: {{name}} ({{size}})',
    checking: 'Checking the video format …',
  },
  preview: {
    empty: 'No video yet. Record a video or upload a file.',
    trim: 'Trim',
    trimInfo: 'Start {{start}} · End {{end}} · Length {{length}}',
    setStart: 'Set start here',
    setEnd: 'Set end here',
    resetTrim: 'Reset trim',
    trimNotice: 'The trim is applied when saving.',
  },
  messageRecorder: {
    title: 'Record video',
    hint: 'Portrait with the front camera, at most {{max}} minutes.',
    start: 'Start recording',
    stop: 'Stop recording',
    delete: 'Delete',
    use: 'Use Video',
    cancel: 'Cancel',
    live: 'Live',
    recorded: 'Recording ({{length}})',
    stopping: 'Finishing the recording …',
  },
  errors: {
    invalidTypeTitle: 'Invalid file type',
    invalidType: 'Please select a video file.',
    tooLargeTitle: 'File too large',
    tooLarge: 'Videos may be at most 50MB.',
    formatTitle: 'Video format not supported',
    format: 'Your browser cannot play this video. Please choose an MP4 or WebM file.',
    noVideoTitle: 'No video',
    noVideo: 'Please record a video or upload a file.',
    noTitleTitle: 'Title missing',
    noTitle: 'Please enter a title.',
    uploadTitle: 'Upload error',
    upload: 'The video could not be uploaded.',
    saveTitle: 'Saving error',
    player: 'Your browser does not support the video format.',
    cameraTitle: 'Could not activate camera or microphone',
    cameraDenied: 'Access was denied. Please allow camera and microphone in the browser settings and try again.',
    cameraNotFound: 'No camera or microphone was found.',
    cameraBusy: 'Camera or microphone is already used by another application.',
    cameraConstraints: 'The camera does not support the requested resolution.',
    cameraSafari: 'Safari allows access only over HTTPS and after your consent. Please check the website settings in Safari.',
    cameraUnknown: 'Unknown error while accessing camera or microphone.',
    unsupportedTitle: 'Browser not supported',
    unsupported: 'Your browser does not support video recording. Please use a current Chrome, Firefox, Edge or Safari.',
    recordingTitle: 'Recording error',
    recording: 'Error during video recording',
    startTitle: 'Start error',
    start: 'Video recording could not be started',
    noDataTitle: 'No video data received',
    noData: 'The recording contains no data. Please try again.',
    createTitle: 'Video creation error',
    create: 'No video could be created from the recording.',
  },
};

export const mediaTranslations = { de, en } as const;

i18n.addResourceBundle('de', 'translation', { media: de }, true, false);
i18n.addResourceBundle('en', 'translation', { media: en }, true, false);

type Keys<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Keys<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every key of the media texts, e.g. `errors.noVideo`. */
export type MediaKey = Keys<typeof de>;
export type MediaT = (key: MediaKey, params?: Record<string, string | number>) => string;

/** `t()` for the media texts (keys relative to `media.`). */
export function useMediaT(): MediaT {
  const { t } = useTranslation();
  return useCallback<MediaT>((key, params) => (t as unknown as (k: string, o?: Record<string, unknown>) => string)(`media.${key}`, params), [t]);
}
