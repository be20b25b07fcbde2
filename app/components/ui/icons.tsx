import type { IconName } from './icon-set.ts'
import spriteUrl from './icons.svg?url'

export type IconProps = {
  /** Size, colour and weight come from classes (`size-5 text-brand-700 stroke-[1.5]`). */
  className?: string
  'aria-hidden'?: boolean | 'true' | 'false'
  'aria-label'?: string
  role?: string
}

/**
 * One icon of the sprite, drawn in lucide's stroke style by the `.icon` rule of app.css.
 * Decorative (hidden from assistive technology) unless it is given a label or a role, as lucide's
 * own components are. The markup stays small: a page carries many icons, and each attribute
 * costs rendering time on the server.
 */
export function Icon({ name, className, ...props }: IconProps & { name: IconName }) {
  const labelled = props['aria-label'] !== undefined || props.role !== undefined
  return (
    <svg aria-hidden={labelled ? undefined : true} className={className ? `icon ${className}` : 'icon'} {...props}>
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  )
}

function spriteIcon(name: IconName) {
  function SpriteIcon(props: IconProps) {
    return <Icon name={name} {...props} />
  }
  return SpriteIcon
}

export const ArrowLeft = /* @__PURE__ */ spriteIcon('arrow-left')
export const ArrowRight = /* @__PURE__ */ spriteIcon('arrow-right')
export const BadgeCheck = /* @__PURE__ */ spriteIcon('badge-check')
export const BookOpen = /* @__PURE__ */ spriteIcon('book-open')
export const Building2 = /* @__PURE__ */ spriteIcon('building-complex')
export const CalendarCheck = /* @__PURE__ */ spriteIcon('calendar-check')
export const CalendarDays = /* @__PURE__ */ spriteIcon('calendar-days')
export const CalendarPlus = /* @__PURE__ */ spriteIcon('calendar-plus')
export const Cat = /* @__PURE__ */ spriteIcon('cat')
export const Check = /* @__PURE__ */ spriteIcon('check')
export const CheckCircle2 = /* @__PURE__ */ spriteIcon('circle-check')
export const ChevronDown = /* @__PURE__ */ spriteIcon('chevron-down')
export const ChevronLeft = /* @__PURE__ */ spriteIcon('chevron-left')
export const ChevronRight = /* @__PURE__ */ spriteIcon('chevron-right')
export const CircleAlert = /* @__PURE__ */ spriteIcon('circle-exclamation-point')
export const CircleCheck = /* @__PURE__ */ spriteIcon('circle-check')
export const Clock = /* @__PURE__ */ spriteIcon('clock')
export const CloudFog = /* @__PURE__ */ spriteIcon('cloud-fog')
export const CloudRain = /* @__PURE__ */ spriteIcon('cloud-rain')
export const CreditCard = /* @__PURE__ */ spriteIcon('credit-card')
export const Dog = /* @__PURE__ */ spriteIcon('dog')
export const Download = /* @__PURE__ */ spriteIcon('download')
export const FlaskConical = /* @__PURE__ */ spriteIcon('flask-conical')
export const HandCoins = /* @__PURE__ */ spriteIcon('hand-coins')
export const HeartHandshake = /* @__PURE__ */ spriteIcon('heart-handshake')
export const HeartPulse = /* @__PURE__ */ spriteIcon('heart-pulse')
export const House = /* @__PURE__ */ spriteIcon('house')
export const IndianRupee = /* @__PURE__ */ spriteIcon('indian-rupee')
export const Info = /* @__PURE__ */ spriteIcon('info')
export const LifeBuoy = /* @__PURE__ */ spriteIcon('life-buoy')
export const ListChecks = /* @__PURE__ */ spriteIcon('list-checks')
export const LoaderCircle = /* @__PURE__ */ spriteIcon('loader-circle')
export const LocateFixed = /* @__PURE__ */ spriteIcon('locate-fixed')
export const Lock = /* @__PURE__ */ spriteIcon('lock')
export const LogIn = /* @__PURE__ */ spriteIcon('log-in')
export const LogOut = /* @__PURE__ */ spriteIcon('log-out')
export const Mail = /* @__PURE__ */ spriteIcon('mail')
export const MapPin = /* @__PURE__ */ spriteIcon('map-pin')
export const Menu = /* @__PURE__ */ spriteIcon('menu')
export const Minus = /* @__PURE__ */ spriteIcon('minus')
export const MonitorSmartphone = /* @__PURE__ */ spriteIcon('monitor-smartphone')
export const PawPrint = /* @__PURE__ */ spriteIcon('paw-print')
export const Pencil = /* @__PURE__ */ spriteIcon('pencil')
export const Phone = /* @__PURE__ */ spriteIcon('phone')
export const PhoneOff = /* @__PURE__ */ spriteIcon('phone-off')
export const Mic = /* @__PURE__ */ spriteIcon('mic')
export const MicOff = /* @__PURE__ */ spriteIcon('mic-off')
export const VideoOff = /* @__PURE__ */ spriteIcon('video-off')
export const SwitchCamera = /* @__PURE__ */ spriteIcon('switch-camera')
export const ImageIcon = /* @__PURE__ */ spriteIcon('image')
export const Send = /* @__PURE__ */ spriteIcon('send')
export const Plus = /* @__PURE__ */ spriteIcon('plus')
export const RefreshCw = /* @__PURE__ */ spriteIcon('refresh-cw')
export const Rocket = /* @__PURE__ */ spriteIcon('rocket')
export const Scissors = /* @__PURE__ */ spriteIcon('scissors')
export const ShieldCheck = /* @__PURE__ */ spriteIcon('shield-check')
export const ShoppingCart = /* @__PURE__ */ spriteIcon('shopping-cart')
export const Siren = /* @__PURE__ */ spriteIcon('siren')
export const Sparkles = /* @__PURE__ */ spriteIcon('sparkles')
export const Star = /* @__PURE__ */ spriteIcon('star')
export const Stethoscope = /* @__PURE__ */ spriteIcon('stethoscope')
export const Sun = /* @__PURE__ */ spriteIcon('sun')
export const Syringe = /* @__PURE__ */ spriteIcon('syringe')
export const Trash2 = /* @__PURE__ */ spriteIcon('trash')
export const TriangleAlert = /* @__PURE__ */ spriteIcon('triangle-exclamation-point')
export const Users = /* @__PURE__ */ spriteIcon('users')
export const Video = /* @__PURE__ */ spriteIcon('video')
export const X = /* @__PURE__ */ spriteIcon('x')

export const InstagramIcon = /* @__PURE__ */ spriteIcon('instagram')
export const FacebookIcon = /* @__PURE__ */ spriteIcon('facebook')
export const YoutubeIcon = /* @__PURE__ */ spriteIcon('youtube')
export const XIcon = /* @__PURE__ */ spriteIcon('x-logo')
export const LinkedinIcon = /* @__PURE__ */ spriteIcon('linkedin')
export const WhatsappIcon = /* @__PURE__ */ spriteIcon('whatsapp')
