import { ArrowRight, Cat, ChevronDown, Dog } from 'lucide-react'
import { Link } from 'react-router'
import { SERVICES_MENU } from '../../core/site/navigation.ts'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../components/ui/dropdown-menu.tsx'

/** The button beside the Services link that opens the ten service pages (dog beside cat). */
export function ServicesMenu() {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label="Services menu"
        className="-ml-2 inline-flex size-11 items-center justify-center rounded-xl text-ink-muted transition-colors hover:bg-brand-50 hover:text-brand-800 data-[state=open]:bg-brand-50 data-[state=open]:text-brand-800 [&[data-state=open]>svg]:rotate-180"
      >
        <ChevronDown aria-hidden="true" className="size-4 transition-transform" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-[34rem]">
        <DropdownMenuLabel>Services for dogs and cats</DropdownMenuLabel>
        <div className="grid grid-cols-2 gap-x-1">
          {SERVICES_MENU.map((link) => {
            const Icon = link.to.includes('cat') ? Cat : Dog
            return (
              <DropdownMenuItem key={link.to} asChild>
                <Link to={link.to} prefetch="intent">
                  <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
                  {link.label}
                </Link>
              </DropdownMenuItem>
            )
          })}
        </div>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild className="justify-between text-brand-800">
          <Link to="/services" prefetch="intent">
            All services and prices
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
