import type { IconPaths } from './landing-icons';

/**
 * A decorative icon drawn as antd's icon component draws it (`anticon` span, 1em, currentColor), but
 * from paths in the landing page's own chunk and without @ant-design/icons' runtime: the landing
 * page paints without antd.
 */
export function LandingIcon({ icon }: { icon: IconPaths }) {
  return (
    <span className="anticon landing-icon" aria-hidden="true">
      <svg viewBox={icon.viewBox} width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false">
        {icon.paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    </span>
  );
}
