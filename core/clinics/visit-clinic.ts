import type { VisitClinic } from '../contracts/clinic-desk.ts'

/** A clinic row's fields the team's cards need. */
export type ClinicPlaceFacts = { id: string; name: string; address: string; locality: string; city: string; pincode: string; phone: string; latitude: number; longitude: number }

/**
 * The clinic of a clinic visit as the board and the vet's card show it: its name, the full address
 * (street, locality, city and PIN code, without repeating a part the street already names), its
 * phone and a maps link to its position.
 */
export function visitClinicOf(clinic: ClinicPlaceFacts): VisitClinic {
  const street = clinic.address.trim()
  const lower = street.toLowerCase()
  const extra = [clinic.locality, clinic.city, clinic.pincode].map((part) => part.trim()).filter((part) => part && !lower.includes(part.toLowerCase()))
  return {
    id: clinic.id,
    name: clinic.name,
    address: [street, ...extra].filter(Boolean).join(', '),
    phone: clinic.phone,
    mapUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${clinic.latitude},${clinic.longitude}`)}`,
  }
}
