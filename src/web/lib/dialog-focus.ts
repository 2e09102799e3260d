/**
 * Tab stays inside the open dialog. antd's Modal pulls the focus back when it lands outside, but
 * a Tab from the dialog's last control (or Shift+Tab from its first) first leaves the page for the
 * browser's own controls when the dialog is the last thing in the document: for a moment nothing
 * of the page has the focus. Here the topmost open dialog wraps around instead: from its last
 * control to its first and back (WCAG 2.1.2, 2.4.3).
 */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function shown(el: HTMLElement): boolean {
  return el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
}

function topmostDialog(doc: Document): HTMLElement | undefined {
  const open = [...doc.querySelectorAll<HTMLElement>('.ant-modal-wrap .ant-modal')].filter(shown);
  return open[open.length - 1];
}

export function keepTabInDialogs(win: Window = window): () => void {
  const doc = win.document;
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Tab' || e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    const dialog = topmostDialog(doc);
    if (!dialog) return;
    const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => shown(el) && el.tabIndex >= 0);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    const active = doc.activeElement;
    const inside = active instanceof HTMLElement && dialog.contains(active);
    const target = !inside ? (e.shiftKey ? last : first) : !e.shiftKey && active === last ? first : e.shiftKey && active === first ? last : undefined;
    if (target) {
      e.preventDefault();
      target.focus();
    }
  };
  win.addEventListener('keydown', onKeyDown, true);
  return () => win.removeEventListener('keydown', onKeyDown, true);
}
