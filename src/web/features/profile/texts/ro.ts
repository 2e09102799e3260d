/** Romanian (ro) texts of 'profile' (issue 34 item 5): see README, "Languages of the learner's screens", for their review. */
import type { Translation } from '../../../lib/feature-texts';
import type { Texts } from '../i18n';

export const ro: Translation<Texts> = {
  title: 'Editare profil',
  tabs: {
    personal: 'Date personale',
    password: 'Schimbare parolă',
    company: 'Firmă',
  },
  fields: {
    firstName: 'Prenume',
    lastName: 'Nume de familie',
    email: 'Adresă de e-mail',
    currentPassword: 'Parola actuală',
    newPassword: 'Parola nouă',
    confirmPassword: 'Confirmare parolă nouă',
    companyName: 'Numele firmei',
    companyAddress: 'Adresă',
    loginCode: 'Cod de conectare',
    contentLanguage: 'Limba conținutului',
  },
  saving: 'Se salvează...',
  changePassword: 'Schimbare parolă',
  changing: 'Se schimbă...',
  myData: {
    title: 'Datele mele',
    text: 'Tot ce este stocat despre dvs., într-un fișier (dreptul de acces, art. 15 RGPD): cont, autentificări, unități, instruiri cu dovezile lor, întrebări, notificări.',
    download: 'Descarcă datele mele',
    failed: 'Datele dvs. nu au putut fi descărcate.',
  },
  personal: {
    allRequired: 'Toate câmpurile trebuie completate',
    failed: 'Eroare la actualizarea profilului',
    success: 'Profilul a fost actualizat cu succes',
    contentLanguageHelp: 'Instruirile vă sunt afișate în această limbă, dacă sunt disponibile în ea.',
  },
  password: {
    allRequired: 'Toate câmpurile pentru parolă trebuie completate',
    mismatch: 'Parola nouă și confirmarea nu coincid',
    tooShort: 'Parola nouă trebuie să aibă cel puțin 6 caractere',
    failed: 'Eroare la schimbarea parolei',
    success: 'Parola a fost schimbată cu succes',
    minLengthHint: 'Cel puțin 6 caractere.',
    forcedTitle: 'Vă rugăm să stabiliți o parolă nouă',
    forcedDescription: 'V-ați conectat cu o parolă temporară. Introduceți-o ca parolă actuală și alegeți una nouă înainte de a continua.',
    forcedLogoutHint: 'Preferați mai târziu? Vă puteți și deconecta.',
  },
  company: {
    nameRequired: 'Numele firmei este obligatoriu',
    failed: 'Eroare la actualizarea datelor firmei',
    success: 'Datele firmei au fost actualizate cu succes',
    addressHint: 'Opțional, pe mai multe rânduri (de ex. strada, codul poștal și localitatea).',
    loginCodeHint: 'Angajații fără e-mail se conectează cu acest cod și cu numărul lor de personal. Între 6 și 10 majuscule și cifre.',
    loginCodeInvalid: 'Codul de conectare are între 6 și 10 majuscule și cifre.',
  },
};
