/** Polish (pl) texts of 'profile' (issue 34 item 5): see README, "Languages of the learner's screens", for their review. */
import type { Translation } from '../../../lib/feature-texts';
import type { Texts } from '../i18n';

export const pl: Translation<Texts> = {
  title: 'Edytuj profil',
  tabs: {
    personal: 'Dane osobowe',
    password: 'Zmień hasło',
    company: 'Firma',
  },
  fields: {
    firstName: 'Imię',
    lastName: 'Nazwisko',
    email: 'Adres e-mail',
    currentPassword: 'Obecne hasło',
    newPassword: 'Nowe hasło',
    confirmPassword: 'Potwierdź nowe hasło',
    companyName: 'Nazwa firmy',
    companyAddress: 'Adres',
    loginCode: 'Kod logowania',
    contentLanguage: 'Język treści',
  },
  saving: 'Zapisywanie...',
  changePassword: 'Zmień hasło',
  changing: 'Zmienianie...',
  myData: {
    title: 'Moje dane',
    text: 'Wszystko, co zapisano o Tobie, w jednym pliku (prawo dostępu, art. 15 RODO): konto, logowania, jednostki, szkolenia z zaświadczeniami, pytania, powiadomienia.',
    download: 'Pobierz moje dane',
    failed: 'Nie udało się pobrać Twoich danych.',
  },
  personal: {
    allRequired: 'Wszystkie pola muszą być wypełnione',
    failed: 'Błąd podczas aktualizacji profilu',
    success: 'Profil został zaktualizowany',
    contentLanguageHelp: 'Twoje szkolenia będą wyświetlane w tym języku, jeśli są w nim dostępne.',
  },
  password: {
    allRequired: 'Wszystkie pola hasła muszą być wypełnione',
    mismatch: 'Nowe hasło i potwierdzenie nie są zgodne',
    tooShort: 'Nowe hasło musi mieć co najmniej 6 znaków',
    failed: 'Błąd podczas zmiany hasła',
    success: 'Hasło zostało zmienione',
    minLengthHint: 'Co najmniej 6 znaków.',
    forcedTitle: 'Ustaw nowe hasło',
    forcedDescription: 'Do logowania użyto hasła tymczasowego. Wpisz je jako obecne hasło i wybierz nowe, zanim przejdziesz dalej.',
    forcedLogoutHint: 'Wolisz później? Możesz się też wylogować.',
  },
  company: {
    nameRequired: 'Nazwa firmy jest wymagana',
    failed: 'Błąd podczas aktualizacji danych firmy',
    success: 'Dane firmy zostały zaktualizowane',
    addressHint: 'Opcjonalnie, w kilku wierszach (np. ulica, kod pocztowy i miejscowość).',
    loginCodeHint: 'Pracownicy bez adresu e-mail logują się tym kodem i swoim numerem pracownika. Od 6 do 10 wielkich liter i cyfr.',
    loginCodeInvalid: 'Kod logowania składa się z 6 do 10 wielkich liter i cyfr.',
  },
};
