/** Line icons (inline SVG: no icon font, no extra request). All are decorative: aria-hidden. */
import type { SVGProps } from 'react'

type IconProps = SVGProps<SVGSVGElement>
const base = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const

export const HeartIcon = ({ filled, ...p }: IconProps & { filled?: boolean }) => (
  <svg {...base} className="size-[18px]" {...p} fill={filled ? 'currentColor' : 'none'}>
    <path d="M12 20s-7-4.4-9.2-8.6C1.3 8.4 3 5 6.4 5c2 0 3.3 1.1 4.1 2.3h3C14.3 6.1 15.6 5 17.6 5 21 5 22.7 8.4 21.2 11.4 19 15.6 12 20 12 20z" />
  </svg>
)
export const BagIcon = (p: IconProps) => (
  <svg {...base} className="size-[18px]" {...p}>
    <path d="M5 8h14l-1 12H6L5 8z" />
    <path d="M9 8V6.5a3 3 0 016 0V8" />
  </svg>
)
export const SearchIcon = (p: IconProps) => (
  <svg {...base} className="size-[18px]" {...p}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M20 20l-4.2-4.2" />
  </svg>
)
export const ExpandIcon = (p: IconProps) => (
  <svg {...base} className="size-[16px]" {...p}>
    <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
  </svg>
)
export const UserIcon = (p: IconProps) => (
  <svg {...base} className="size-[18px]" {...p}>
    <circle cx="12" cy="8" r="3.8" />
    <path d="M4.5 20c1.2-3.8 4-5.5 7.5-5.5s6.3 1.7 7.5 5.5" />
  </svg>
)
export const MenuIcon = (p: IconProps) => (
  <svg {...base} className="size-[20px]" {...p}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </svg>
)
export const CloseIcon = (p: IconProps) => (
  <svg {...base} className="size-[20px]" {...p}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
)
export const ArrowRightIcon = (p: IconProps) => (
  <svg {...base} className="size-[16px]" {...p}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </svg>
)
export const ArrowLeftIcon = (p: IconProps) => (
  <svg {...base} className="size-[16px]" {...p}>
    <path d="M19 12H5M11 6l-6 6 6 6" />
  </svg>
)
export const MailIcon = (p: IconProps) => (
  <svg {...base} className="size-[20px]" {...p}>
    <rect x="3" y="5" width="18" height="14" rx="1.5" />
    <path d="M3.5 6l8.5 7 8.5-7" />
  </svg>
)
export const PhoneIcon = (p: IconProps) => (
  <svg {...base} className="size-[20px]" {...p}>
    <path d="M5 4h3.5l1.5 4-2 1.5a11 11 0 006.5 6.5l1.5-2 4 1.5V19a1.5 1.5 0 01-1.5 1.5A16.5 16.5 0 013.5 5.5 1.5 1.5 0 015 4z" />
  </svg>
)
export const CheckIcon = (p: IconProps) => (
  <svg {...base} className="size-[16px]" {...p}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </svg>
)
export const LockIcon = (p: IconProps) => (
  <svg {...base} className="size-[16px]" {...p}>
    <rect x="5" y="10.5" width="14" height="9.5" rx="1.5" />
    <path d="M8.5 10.5V8a3.5 3.5 0 017 0v2.5" />
  </svg>
)
export const PlusIcon = (p: IconProps) => (
  <svg {...base} className="size-[16px]" {...p}>
    <path d="M12 5v14M5 12h14" />
  </svg>
)
export const MinusIcon = (p: IconProps) => (
  <svg {...base} className="size-[16px]" {...p}>
    <path d="M5 12h14" />
  </svg>
)
