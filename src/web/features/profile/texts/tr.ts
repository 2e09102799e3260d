/** Turkish (tr) texts of 'profile' (issue 34 item 5): see README, "Languages of the learner's screens", for their review. */
import type { Translation } from '../../../lib/feature-texts';
import type { Texts } from '../i18n';

export const tr: Translation<Texts> = {
  title: 'Profili düzenle',
  tabs: {
    personal: 'Kişisel bilgiler',
    password: 'Şifre değiştir',
    company: 'Firma',
  },
  fields: {
    firstName: 'Ad',
    lastName: 'Soyad',
    email: 'E-posta adresi',
    currentPassword: 'Mevcut şifre',
    newPassword: 'Yeni şifre',
    confirmPassword: 'Yeni şifreyi onaylayın',
    companyName: 'Firma adı',
    companyAddress: 'Adres',
    loginCode: 'Giriş kodu',
    contentLanguage: 'İçerik dili',
  },
  saving: 'Kaydediliyor...',
  changePassword: 'Şifre değiştir',
  changing: 'Değiştiriliyor...',
  myData: {
    title: 'Verilerim',
    text: 'Hakkınızda kayıtlı her şey tek bir dosyada (GDPR md. 15 uyarınca erişim hakkı): hesap, oturum açmalar, birimler, belgeleriyle eğitimler, sorular, bildirimler.',
    download: 'Verilerimi indir',
    failed: 'Verileriniz indirilemedi.',
  },
  personal: {
    allRequired: 'Tüm alanlar doldurulmalıdır',
    failed: 'Profil güncellenirken hata oluştu',
    success: 'Profil başarıyla güncellendi',
    contentLanguageHelp: 'Eğitimleriniz, bu dilde mevcutsa bu dilde gösterilir.',
  },
  password: {
    allRequired: 'Tüm şifre alanları doldurulmalıdır',
    mismatch: 'Yeni şifre ve onayı aynı değil',
    tooShort: 'Yeni şifre en az 6 karakter uzunluğunda olmalıdır',
    failed: 'Şifre değiştirilirken hata oluştu',
    success: 'Şifre başarıyla değiştirildi',
    minLengthHint: 'En az 6 karakter.',
    forcedTitle: 'Lütfen yeni bir şifre belirleyin',
    forcedDescription: 'Geçici bir şifreyle giriş yaptınız. Devam etmeden önce bu şifreyi mevcut şifre olarak girin ve yeni bir şifre seçin.',
    forcedLogoutHint: 'Daha sonra mı yapmak istiyorsunuz? Çıkış da yapabilirsiniz.',
  },
  company: {
    nameRequired: 'Firma adı gereklidir',
    failed: 'Firma bilgileri güncellenirken hata oluştu',
    success: 'Firma bilgileri başarıyla güncellendi',
    addressHint: 'İsteğe bağlı, birden fazla satır olabilir (örn. sokak, posta kodu ve şehir).',
    loginCodeHint: 'E-posta adresi olmayan çalışanlar bu kod ve sicil numaralarıyla giriş yapar. 6 ila 10 büyük harf ve rakam.',
    loginCodeInvalid: 'Giriş kodu 6 ila 10 büyük harf ve rakamdan oluşur.',
  },
};
