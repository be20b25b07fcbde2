/** The admin area's sections, in the order of its navigation. FAQs, Blogs, Services and WhatsApp are the spec's admin pages. */
export const ADMIN_SECTIONS = [
  { to: '/admin/appointments', label: 'Appointments', summary: 'Bookings by day and slot, vets and statuses.' },
  { to: '/admin/collections', label: 'Collections', summary: 'Money billed, collected and refunded per vet and method each day; cash deposits.' },
  { to: '/admin/clinics', label: 'Clinics', summary: 'Clinic applications: approve, ask for changes or reject; photos of live clinics.' },
  { to: '/admin/staff', label: 'Staff', summary: 'Add vets and admins, edit them, deactivate them.' },
  { to: '/admin/members', label: 'Members', summary: 'Gold members: extend or cancel with a reason.' },
  { to: '/admin/membership-plans', label: 'Plans', summary: 'Gold Membership prices and benefits.' },
  { to: '/admin/audit', label: 'Audit log', summary: 'Who changed what, when, before and after.' },
  { to: '/admin/service-area', label: 'Service area', summary: 'The cities and districts where vets make home visits.' },
  { to: '/admin/jobs', label: 'Jobs', summary: 'Messages, reminders and refunds waiting or failed.' },
  { to: '/admin/faqs', label: 'FAQs', summary: 'The questions and answers on the FAQ page.' },
  { to: '/admin/blogs', label: 'Blogs', summary: 'Health articles and their authors.' },
  { to: '/admin/services', label: 'Services', summary: 'Visit types, services and prices.' },
  { to: '/admin/whatsapp', label: 'WhatsApp', summary: 'The WhatsApp number and the chat’s opening message.' },
  { to: '/admin/claims', label: 'Claims', summary: 'The marketing claims and the evidence held for each.' },
  { to: '/admin/hospitals', label: 'Hospitals', summary: 'The 24-hour hospitals the team has checked, for the emergency page.' },
  { to: '/admin/media', label: 'Media', summary: 'Videos and podcast episodes: add, publish, and a vet’s review of health topics.' },
] as const
