/**
 * The one rule for what a visit costs (the server's rule: an empty cart pays the visit charge, a
 * cart of services pays the services), in the words every page and answer uses.
 */
export const VISIT_CHARGE_RULE =
  'Book a service, such as a vaccine, a grooming session or a blood test, and you pay that service’s price, which covers the vet’s visit to give it, with no visit charge on top. Book a visit on its own, for a check-up or advice, and you pay the visit charge.'
