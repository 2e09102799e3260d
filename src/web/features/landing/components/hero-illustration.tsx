import { useId } from 'react';

/**
 * Decorative hero artwork (pure SVG, no data): a browser window with a training video, a quiz card
 * and a completed checklist. `badge` is the short claim shown on the round seal.
 */
export function HeroIllustration({ badge, badgeCaption }: { badge: string; badgeCaption: string }) {
  const id = useId().replace(/:/g, '');
  const bg = `${id}-bg`;
  const video = `${id}-video`;
  const shadow = `${id}-shadow`;
  const seal = `${id}-seal`;
  return (
    <svg className="hero-illustration" viewBox="0 0 560 460" role="img" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={bg} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#dbeafe" />
          <stop offset="1" stopColor="#e0e7ff" />
        </linearGradient>
        <linearGradient id={video} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1e3a8a" />
          <stop offset="0.55" stopColor="#2563eb" />
          <stop offset="1" stopColor="#38bdf8" />
        </linearGradient>
        <linearGradient id={seal} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fbbf24" />
          <stop offset="1" stopColor="#f59e0b" />
        </linearGradient>
        <filter id={shadow} x="-20%" y="-20%" width="140%" height="150%">
          <feDropShadow dx="0" dy="14" stdDeviation="16" floodColor="#1e3a8a" floodOpacity="0.16" />
        </filter>
      </defs>

      {/* soft background shapes */}
      <circle cx="300" cy="230" r="200" fill={`url(#${bg})`} />
      <circle cx="480" cy="70" r="34" fill="#bfdbfe" opacity="0.7" />
      <circle cx="78" cy="380" r="22" fill="#c7d2fe" opacity="0.8" />
      <g fill="#93c5fd" opacity="0.55">
        <circle cx="14" cy="120" r="4" />
        <circle cx="32" cy="120" r="4" />
        <circle cx="50" cy="120" r="4" />
        <circle cx="14" cy="138" r="4" />
        <circle cx="32" cy="138" r="4" />
        <circle cx="50" cy="138" r="4" />
      </g>

      {/* browser window */}
      <g filter={`url(#${shadow})`}>
        <rect x="70" y="60" width="380" height="290" rx="18" fill="#fff" />
      </g>
      <rect x="70" y="60" width="380" height="40" rx="18" fill="#f1f5f9" />
      <rect x="70" y="82" width="380" height="18" fill="#f1f5f9" />
      <circle cx="96" cy="80" r="6" fill="#f87171" />
      <circle cx="116" cy="80" r="6" fill="#fbbf24" />
      <circle cx="136" cy="80" r="6" fill="#34d399" />
      <rect x="166" y="72" width="200" height="16" rx="8" fill="#e2e8f0" />

      {/* video */}
      <rect x="94" y="118" width="332" height="150" rx="12" fill={`url(#${video})`} />
      <path d="M94 238 L170 190 L230 226 L300 176 L426 250 L426 256 a12 12 0 0 1 -12 12 H106 a12 12 0 0 1 -12 -12 Z" fill="#1e40af" opacity="0.35" />
      <circle cx="260" cy="193" r="30" fill="#fff" opacity="0.95" />
      <path d="M251 178 L276 193 L251 208 Z" fill="#2563eb" />
      <rect x="108" y="250" width="304" height="6" rx="3" fill="#ffffff" opacity="0.35" />
      <rect x="108" y="250" width="196" height="6" rx="3" fill="#fff" />

      {/* text lines + progress */}
      <rect x="94" y="284" width="190" height="12" rx="6" fill="#cbd5e1" />
      <rect x="94" y="306" width="130" height="10" rx="5" fill="#e2e8f0" />
      <rect x="314" y="286" width="112" height="34" rx="17" fill="#1d4ed8" />
      <rect x="336" y="299" width="68" height="8" rx="4" fill="#fff" opacity="0.9" />

      {/* quiz card */}
      <g filter={`url(#${shadow})`}>
        <rect x="22" y="218" width="170" height="168" rx="16" fill="#fff" />
      </g>
      <rect x="40" y="238" width="110" height="10" rx="5" fill="#94a3b8" />
      <rect x="40" y="256" width="78" height="8" rx="4" fill="#cbd5e1" />
      {[0, 1, 2].map((i) => (
        <g key={i} transform={`translate(40 ${280 + i * 32})`}>
          <rect width="134" height="24" rx="8" fill={i === 1 ? '#dcfce7' : '#f1f5f9'} stroke={i === 1 ? '#22c55e' : '#e2e8f0'} />
          <circle cx="14" cy="12" r="6" fill={i === 1 ? '#22c55e' : '#fff'} stroke={i === 1 ? '#22c55e' : '#cbd5e1'} />
          <rect x="28" y="9" width={i === 1 ? 74 : 86} height="6" rx="3" fill={i === 1 ? '#16a34a' : '#cbd5e1'} />
        </g>
      ))}

      {/* checklist card */}
      <g filter={`url(#${shadow})`}>
        <rect x="350" y="270" width="188" height="150" rx="16" fill="#fff" />
      </g>
      {[0, 1, 2].map((i) => (
        <g key={i} transform={`translate(370 ${292 + i * 40})`}>
          <circle cx="12" cy="12" r="12" fill={i < 2 ? '#22c55e' : '#e2e8f0'} />
          {i < 2 && <path d="m6.5 12.5 3.5 3.5 7-8" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />}
          <rect x="34" y="4" width={i === 0 ? 110 : i === 1 ? 92 : 100} height="8" rx="4" fill="#94a3b8" />
          <rect x="34" y="16" width={i === 2 ? 60 : 74} height="6" rx="3" fill="#e2e8f0" />
        </g>
      ))}

      {/* seal */}
      <g transform="translate(452 92)">
        <circle r="52" fill={`url(#${seal})`} filter={`url(#${shadow})`} />
        <circle r="43" fill="none" stroke="#fff" strokeWidth="2" strokeDasharray="4 5" opacity="0.85" />
        <text y="2" textAnchor="middle" fontSize="26" fontWeight="800" fill="#fff" fontFamily="inherit">
          {badge}
        </text>
        <text y="22" textAnchor="middle" fontSize="10.5" fontWeight="600" fill="#fff" fontFamily="inherit">
          {badgeCaption}
        </text>
      </g>
    </svg>
  );
}
