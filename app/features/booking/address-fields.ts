import type { AddressDto } from '../../../core/contracts/booking.ts'

/** The booking form's address fields filled from a saved address. */
export function savedAddressFields(address: AddressDto) {
  return {
    addressId: address.id,
    address: [address.addressLine1, address.addressLine2].filter(Boolean).join(', '),
    city: address.city,
    pincode: address.pincode,
    landmark: address.landmark ?? '',
    latitude: address.latitude,
    longitude: address.longitude,
    isDefault: address.isDefault,
  }
}
