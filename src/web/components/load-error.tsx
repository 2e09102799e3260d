import { Button, Result } from 'antd';
import { useCommonT } from '../lib/feature-texts';

/**
 * A query's load error: a warning with the message and an 'Erneut versuchen' button. `surface`
 * puts it on its own card (a page's content area); without, it fills the dialog or panel it is in.
 */
export function LoadError({ title, message, onRetry, surface = false }: { title: string; message: string; onRetry: () => unknown; surface?: boolean }) {
  const { t } = useCommonT();
  const result = <Result status="warning" title={title} subTitle={message} extra={<Button onClick={() => void onRetry()}>{t('common.retry')}</Button>} />;
  return surface ? <section className="surface">{result}</section> : result;
}
