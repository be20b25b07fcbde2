import { Building2, FlaskConical, HeartPulse, Scissors, Siren, Stethoscope, Syringe, Video } from '../../components/ui/icons.tsx'
import type { ServiceKind } from '../../../content/services/types.ts'

const ICONS: Record<ServiceKind, typeof Syringe> = {
  vaccination: Syringe,
  consultation: Stethoscope,
  lab: FlaskConical,
  grooming: Scissors,
  surgery: HeartPulse,
  video: Video,
  clinic: Building2,
  emergency: Siren,
}

export function KindIcon({ kind, className = 'size-5' }: { kind: ServiceKind; className?: string }) {
  const Icon = ICONS[kind]
  return <Icon aria-hidden="true" className={className} />
}
