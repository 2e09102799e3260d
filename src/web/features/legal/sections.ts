/** The legal documents' sections (German only, shown in both languages; spec section 2). */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export const LEGAL_SECTIONS: Record<'privacy' | 'imprint' | 'terms', LegalSection[]> = {
  privacy: [
    {
      heading: '1. Verantwortlicher',
      paragraphs: [
        'Verantwortlich für die Datenverarbeitung auf dieser Website ist: [Platzhalter: Firmenname GmbH], [Platzhalter: Straße und Hausnummer], [Platzhalter: PLZ und Ort], Deutschland. E-Mail: [Platzhalter: datenschutz@beispiel.de], Telefon: [Platzhalter: +49 000 000000].',
        'Unseren Datenschutzbeauftragten erreichen Sie unter: [Platzhalter: Name bzw. externer Dienstleister, Kontaktadresse].',
      ],
    },
    {
      heading: '2. Bereitstellung der Plattform und Server-Protokolle',
      paragraphs: [
        'Beim Aufruf der Plattform verarbeitet unser Server technisch notwendige Daten: IP-Adresse, Datum und Uhrzeit des Zugriffs, aufgerufene Adresse, übertragene Datenmenge, Browsertyp und Betriebssystem. Diese Daten dienen der Auslieferung der Inhalte, der Stabilität und der Sicherheit des Systems.',
        'Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt im sicheren und störungsfreien Betrieb. Protokolldaten werden nach spätestens [Platzhalter: 14] Tagen gelöscht, sofern sie nicht zur Aufklärung eines Sicherheitsvorfalls benötigt werden.',
      ],
    },
    {
      heading: '3. Registrierung und Benutzerkonto',
      paragraphs: [
        'Bei der Registrierung eines Unternehmens verarbeiten wir Firmenname, Firmen-E-Mail-Adresse sowie Vorname, Nachname, E-Mail-Adresse und Passwort der registrierenden Person. Passwörter speichern wir ausschließlich als kryptografischen Hashwert.',
        'Die Verarbeitung erfolgt zur Durchführung des Vertrags bzw. vorvertraglicher Maßnahmen (Art. 6 Abs. 1 lit. b DSGVO). Ihre Einwilligung in diese Datenschutzhinweise dokumentieren wir mit dem Zeitpunkt der Registrierung.',
      ],
    },
    {
      heading: '4. Schulungs-, Fortschritts- und Nachweisdaten',
      paragraphs: [
        'Im Rahmen der Nutzung verarbeiten wir die Daten, die Unternehmen und ihre Mitarbeitenden in der Plattform anlegen: Benutzerkonten und Rollen, Einheiten (Gruppen), Schulungen mit Videos und Quizfragen, Zuweisungen, Lernfortschritt, Quizergebnisse, Abschlüsse, Fristen und Rezertifizierungen sowie Infolog-Nachrichten und deren Lesestatus.',
        'Für diese Daten ist das jeweilige Kundenunternehmen Verantwortlicher im Sinne der DSGVO; wir verarbeiten sie als Auftragsverarbeiter nach Art. 28 DSGVO auf Grundlage eines Auftragsverarbeitungsvertrags und ausschließlich nach Weisung des Kunden.',
      ],
    },
    {
      heading: '5. E-Mail-Versand',
      paragraphs: [
        'Wir versenden E-Mails, die für die Nutzung erforderlich sind, etwa temporäre Passwörter bei vergessenem Passwort, Einladungen und Benachrichtigungen über neue Infolog-Nachrichten. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO. Werbe-E-Mails versenden wir nicht ohne Ihre ausdrückliche Einwilligung.',
      ],
    },
    {
      heading: '6. Kontaktanfragen',
      paragraphs: [
        'Wenn Sie uns über das Kontaktformular oder per E-Mail kontaktieren, verarbeiten wir Ihre Angaben (Name, E-Mail-Adresse, Unternehmen, Telefonnummer, Anzahl der Mitarbeitenden und Ihre Nachricht) zur Bearbeitung der Anfrage. Rechtsgrundlage ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO) bzw. die Anbahnung eines Vertrags (Art. 6 Abs. 1 lit. b DSGVO). Die Daten werden gelöscht, sobald die Anfrage abschließend bearbeitet ist und keine Aufbewahrungspflichten bestehen.',
      ],
    },
    {
      heading: '7. Lokale Speicherung im Browser',
      paragraphs: [
        'Die Plattform speichert im lokalen Speicher Ihres Browsers (localStorage) ein Anmelde-Token, damit Sie angemeldet bleiben, sowie die gewählte Sprache. Diese Speicherung ist für den von Ihnen gewünschten Dienst unbedingt erforderlich (§ 25 Abs. 2 Nr. 2 TDDDG). Tracking- oder Werbe-Cookies setzen wir nicht ein. Beim Abmelden wird das Anmelde-Token entfernt.',
      ],
    },
    {
      heading: '8. Empfänger und Hosting',
      paragraphs: [
        'Die Plattform wird bei [Platzhalter: Name des Hosting-Anbieters] in Rechenzentren innerhalb der Europäischen Union betrieben. Für den E-Mail-Versand setzen wir [Platzhalter: Name des E-Mail-Dienstleisters] ein. Mit allen Dienstleistern bestehen Verträge zur Auftragsverarbeitung. Eine Übermittlung in Drittländer findet nicht statt.',
      ],
    },
    {
      heading: '9. Speicherdauer',
      paragraphs: [
        'Wir speichern personenbezogene Daten nur so lange, wie es für die genannten Zwecke erforderlich ist. Kontodaten löschen wir nach Beendigung des Vertrags bzw. nach Ablauf einer nicht verlängerten Testphase innerhalb von [Platzhalter: 30] Tagen, soweit keine gesetzlichen Aufbewahrungspflichten (z. B. nach HGB oder AO) entgegenstehen.',
      ],
    },
    {
      heading: '10. Ihre Rechte',
      paragraphs: [
        'Sie haben das Recht auf Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16 DSGVO), Löschung (Art. 17 DSGVO), Einschränkung der Verarbeitung (Art. 18 DSGVO), Datenübertragbarkeit (Art. 20 DSGVO) und Widerspruch gegen Verarbeitungen auf Grundlage berechtigter Interessen (Art. 21 DSGVO). Eine erteilte Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen.',
        'Sie haben zudem das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art. 77 DSGVO), insbesondere bei der Behörde Ihres Wohnorts oder unseres Sitzes: [Platzhalter: zuständige Landesdatenschutzbehörde].',
      ],
    },
    {
      heading: '11. Datensicherheit',
      paragraphs: [
        'Wir übertragen alle Daten verschlüsselt (TLS), speichern Passwörter nur als Hashwert, begrenzen Anmeldeversuche und trennen die Daten verschiedener Kundenunternehmen strikt voneinander. Zugriffsrechte richten sich nach den in der Plattform vergebenen Rollen.',
      ],
    },
  ],
  imprint: [
    {
      heading: 'Anbieter',
      paragraphs: [
        '[Platzhalter: Firmenname GmbH]',
        '[Platzhalter: Straße und Hausnummer]',
        '[Platzhalter: PLZ und Ort]',
        'Deutschland',
      ],
    },
    {
      heading: 'Vertreten durch',
      paragraphs: [
        'Geschäftsführung: [Platzhalter: Vorname Nachname]',
      ],
    },
    {
      heading: 'Kontakt',
      paragraphs: [
        'Telefon: [Platzhalter: +49 000 000000]',
        'E-Mail: [Platzhalter: kontakt@beispiel.de]',
      ],
    },
    {
      heading: 'Registereintrag',
      paragraphs: [
        'Eintragung im Handelsregister. Registergericht: [Platzhalter: Amtsgericht Ort], Registernummer: [Platzhalter: HRB 000000]',
      ],
    },
    {
      heading: 'Umsatzsteuer-ID',
      paragraphs: [
        'Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: [Platzhalter: DE000000000]',
      ],
    },
    {
      heading: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
      paragraphs: [
        '[Platzhalter: Vorname Nachname], Anschrift wie oben',
      ],
    },
    {
      heading: 'Verbraucherstreitbeilegung',
      paragraphs: [
        'Unser Angebot richtet sich ausschließlich an Unternehmen. Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
      ],
    },
    {
      heading: 'Haftung für Inhalte',
      paragraphs: [
        'Als Diensteanbieter sind wir für eigene Inhalte auf diesen Seiten nach den allgemeinen Gesetzen verantwortlich. Für Inhalte, die Kundenunternehmen in der Plattform einstellen (z. B. Schulungsvideos und Quizfragen), sind die jeweiligen Kunden verantwortlich. Bei Bekanntwerden von Rechtsverletzungen entfernen wir entsprechende Inhalte umgehend.',
      ],
    },
    {
      heading: 'Haftung für Links',
      paragraphs: [
        'Unser Angebot kann Links zu externen Websites Dritter enthalten, auf deren Inhalte wir keinen Einfluss haben. Für diese fremden Inhalte ist stets der jeweilige Anbieter oder Betreiber der Seiten verantwortlich.',
      ],
    },
    {
      heading: 'Urheberrecht',
      paragraphs: [
        'Die durch den Betreiber erstellten Inhalte und Werke auf diesen Seiten unterliegen dem deutschen Urheberrecht. Vervielfältigung, Bearbeitung und Verbreitung außerhalb der Grenzen des Urheberrechts bedürfen der schriftlichen Zustimmung des Betreibers.',
      ],
    },
  ],
  terms: [
    {
      heading: '§ 1 Geltungsbereich',
      paragraphs: [
        'Diese Bedingungen gelten für alle Verträge zwischen [Platzhalter: Firmenname GmbH] (nachfolgend „Anbieter“) und ihren Kunden über die Nutzung der Plattform Unterweisung Pro. Das Angebot richtet sich ausschließlich an Unternehmer im Sinne des § 14 BGB. Abweichende Bedingungen des Kunden gelten nur, wenn der Anbieter ihnen ausdrücklich schriftlich zustimmt.',
      ],
    },
    {
      heading: '§ 2 Vertragsgegenstand',
      paragraphs: [
        'Der Anbieter stellt dem Kunden eine webbasierte Plattform zur Erstellung, Zuweisung und Dokumentation von Mitarbeiterunterweisungen und Schulungen zur Verfügung. Der Leistungsumfang ergibt sich aus der jeweils aktuellen Leistungsbeschreibung. Eine Installation beim Kunden ist nicht erforderlich.',
      ],
    },
    {
      heading: '§ 3 Registrierung und Testphase',
      paragraphs: [
        'Der Kunde registriert sich mit wahrheitsgemäßen Angaben. Nach der Registrierung kann die Plattform 14 Tage kostenlos getestet werden; die Angabe einer Kreditkarte ist nicht erforderlich. Die Testphase endet automatisch, ohne dass es einer Kündigung bedarf. Eine kostenpflichtige Nutzung kommt nur durch eine gesonderte Bestellung zustande.',
      ],
    },
    {
      heading: '§ 4 Pflichten des Kunden',
      paragraphs: [
        'Der Kunde hält Zugangsdaten geheim und sorgt dafür, dass nur berechtigte Personen Zugang erhalten. Er ist für die von ihm eingestellten Inhalte verantwortlich und stellt sicher, dass diese keine Rechte Dritter verletzen. Die Verantwortung für die inhaltliche Richtigkeit und Vollständigkeit der Unterweisungen nach den gesetzlichen Vorgaben (z. B. § 12 ArbSchG) verbleibt beim Kunden.',
      ],
    },
    {
      heading: '§ 5 Verfügbarkeit',
      paragraphs: [
        'Der Anbieter bemüht sich um eine Verfügbarkeit der Plattform von [Platzhalter: 99] % im Jahresmittel. Ausgenommen sind angekündigte Wartungsfenster sowie Störungen, die der Anbieter nicht zu vertreten hat.',
      ],
    },
    {
      heading: '§ 6 Vergütung',
      paragraphs: [
        'Nach Ablauf der Testphase richtet sich die Vergütung nach der bei Bestellung gültigen Preisliste: [Platzhalter: Preismodell]. Die Anzahl der Nutzer ist nicht begrenzt. Rechnungen sind innerhalb von 14 Tagen ohne Abzug zahlbar.',
      ],
    },
    {
      heading: '§ 7 Datenschutz und Auftragsverarbeitung',
      paragraphs: [
        'Soweit der Anbieter personenbezogene Daten im Auftrag des Kunden verarbeitet, schließen die Parteien einen Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO. Im Übrigen gilt die Datenschutzerklärung des Anbieters.',
      ],
    },
    {
      heading: '§ 8 Haftung',
      paragraphs: [
        'Der Anbieter haftet unbeschränkt bei Vorsatz und grober Fahrlässigkeit sowie bei Verletzung von Leben, Körper oder Gesundheit. Bei leicht fahrlässiger Verletzung wesentlicher Vertragspflichten ist die Haftung auf den vertragstypischen, vorhersehbaren Schaden begrenzt. Im Übrigen ist die Haftung ausgeschlossen.',
      ],
    },
    {
      heading: '§ 9 Laufzeit und Kündigung',
      paragraphs: [
        'Kostenpflichtige Verträge laufen auf unbestimmte Zeit und können mit einer Frist von [Platzhalter: einem Monat] zum Monatsende gekündigt werden. Das Recht zur außerordentlichen Kündigung bleibt unberührt. Nach Vertragsende kann der Kunde seine Daten innerhalb von 30 Tagen exportieren; danach werden sie gelöscht.',
      ],
    },
    {
      heading: '§ 10 Schlussbestimmungen',
      paragraphs: [
        'Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Gerichtsstand ist, soweit gesetzlich zulässig, [Platzhalter: Sitz des Anbieters]. Sollten einzelne Bestimmungen unwirksam sein, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt.',
      ],
    },
  ],
};
