import type { CatalogueServiceDto } from '../../../core/contracts/catalogue.ts'
import { SiteLink } from '../../components/ui/site-link.tsx'
import { useLocalPath } from '../../lib/i18n.tsx'
import { formatRupees } from '../../lib/rupees.ts'
import { useEnglishNameLang, useServicePageWords } from './words.ts'

type TableService = Pick<CatalogueServiceDto, 'id' | 'title' | 'petType' | 'price' | 'discountedPrice'>

export type PriceTableGroup = { key: string; heading: string; services: readonly TableService[] }

function ListPrice({ service }: { service: TableService }) {
  const words = useServicePageWords()
  if (service.price <= service.discountedPrice) return <>{formatRupees(service.price)}</>
  return (
    <s>
      <span className="sr-only">{words('table.listPriceHidden')}</span>
      {formatRupees(service.price)}
    </s>
  )
}

/**
 * The whole price list: one table per group, with the list price and the price charged. On a
 * phone the list price moves under the price charged, so the service name keeps its width.
 */
export function PriceTable({ groups, links }: { groups: readonly PriceTableGroup[]; links: Readonly<Record<string, string>> }) {
  const words = useServicePageWords()
  const nameLang = useEnglishNameLang()
  const localPath = useLocalPath()
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      {groups.map((group) => (
        <div key={group.key} className="overflow-hidden rounded-2xl border border-line bg-white shadow-card">
          <table className="w-full table-fixed border-collapse text-left" data-testid="price-table">
            <caption className="border-b border-line bg-brand-50/60 px-4 py-3 text-left font-display text-lg font-bold text-ink sm:px-5">
              {group.heading}
            </caption>
            <thead>
              <tr className="text-sm text-ink-muted">
                <th scope="col" className="px-4 py-2.5 font-semibold sm:px-5">
                  {words('table.service')}
                </th>
                <th scope="col" className="hidden w-36 px-3 py-2.5 text-right font-semibold sm:table-cell">
                  {words('table.listPrice')}
                </th>
                <th scope="col" className="w-28 px-4 py-2.5 text-right font-semibold sm:w-36 sm:px-5">
                  {words('table.youPay')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {group.services.map((service) => {
                const to = links[service.id]
                return (
                  <tr key={service.id} data-testid="price-row" data-service-id={service.id}>
                    <th scope="row" className="px-4 py-3 align-top font-normal sm:px-5">
                      {to ? (
                        <SiteLink to={localPath(to)} lang={nameLang} className="leading-7 font-semibold text-brand-800 underline-offset-4 hover:underline">
                          {service.title}
                        </SiteLink>
                      ) : (
                        <span className="leading-7 font-semibold text-ink" lang={nameLang}>
                          {service.title}
                        </span>
                      )}
                      <span className="block text-sm text-ink-muted">{words(`table.pets.${service.petType}`)}</span>
                    </th>
                    <td className="hidden px-3 py-3 text-right align-top leading-7 whitespace-nowrap text-ink-subtle sm:table-cell">
                      <ListPrice service={service} />
                    </td>
                    <td className="px-4 py-3 text-right align-top whitespace-nowrap sm:px-5">
                      <span className="block text-lg leading-7 font-bold text-ink">{formatRupees(service.discountedPrice)}</span>
                      <span className="block text-sm text-ink-subtle sm:hidden">
                        <ListPrice service={service} />
                      </span>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  )
}
