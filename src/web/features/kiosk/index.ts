/** The kiosk (issue 33 item 5): a shared tablet on site where people without e-mail sign in with badge or personnel number and PIN. */
export { KioskPage } from './components/kiosk-page';
export type { KioskPlayer, KioskPlayerProps } from './components/kiosk-terminal';
