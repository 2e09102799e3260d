import { Spin } from 'antd';

/** A spinner centred in the panel, list or dialog that is loading (`list-center` unless the feature has its own spacing). */
export function LoadingBlock({ className = 'list-center' }: { className?: string }) {
  return (
    <div className={className}>
      <Spin />
    </div>
  );
}
