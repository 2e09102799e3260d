// Allowed: web -> web, web -> react.
import { createRoot } from 'react-dom/client';
import { App } from './app';

export const mount = (el: HTMLElement) => createRoot(el).render(<App />);
