import { Suspense, lazy, type ReactNode } from 'react';

export const loadAntdProviders = () => import('./antd-providers');

const AntdProviders = lazy(() => loadAntdProviders().then((m) => ({ default: m.AntdProviders })));

/**
 * Renders `children` inside antd's providers, loading them on first use (`fallback` meanwhile).
 * Every tree that renders antd components sits inside one of these.
 */
export function WithAntd({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <AntdProviders>{children}</AntdProviders>
    </Suspense>
  );
}
