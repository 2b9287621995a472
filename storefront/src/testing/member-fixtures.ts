import type { Enquiry, SaleOrder, SellerDashboard } from '@shared/api-types'

/** An enquiry as POST /api/admin/enquiries lists it, with overrides. */
export function makeEnquiry(overrides: Partial<Enquiry> & { _id: string }): Enquiry {
  return {
    artworkId: '7',
    artworkTitle: 'Monsoon Window',
    artworkImage: '/media/7-thumb.jpg',
    artistName: 'Meera Iyer',
    name: 'Kavya Menon',
    email: 'kavya@example.com',
    phone: '9876543210',
    message: 'Is this still available? Could you ship to Bengaluru?',
    status: 'new',
    createdAt: '2025-04-12T09:00:00.000Z',
    ...overrides,
  }
}

/** The 30 India days ending 2025-04-30, oldest first. */
export const days30 = Array.from({ length: 30 }, (_, i) => `2025-04-${String(i + 1).padStart(2, '0')}`)

/** GET /api/admin/dashboard for a seller, with overrides. */
export function makeSellerDashboard(overrides: Partial<SellerDashboard> = {}): SellerDashboard {
  return {
    kind: 'seller',
    range: { from: days30[0]!, to: days30[29]! },
    views: { total: 1520, daily: days30.map((day, i) => ({ day, count: i === 11 ? 40 : i % 3 })) },
    likes: { total: 86, last30: 12 },
    followers: { total: 9, last30: 3 },
    enquiries: {
      unanswered: 2,
      last30: 5,
      recent: [makeEnquiry({ _id: 'e1' }), makeEnquiry({ _id: 'e2', artworkTitle: 'Harbour at Dusk', status: 'read', name: 'Rohan Das' })],
    },
    sales: {
      orders: 3,
      revenue: 310000,
      fees: 93000,
      earnings: 217000,
      last30Revenue: 125000,
      daily: days30.map((day, i) => ({ day, revenue: i === 20 ? 125000 : 0 })),
    },
    works: { published: 14, unpublished: 3, sold: 5 },
    payouts: { detailsMissing: false },
    ...overrides,
  }
}

/** A sale as GET /api/admin/sales lists it, with overrides. */
export function makeSale(overrides: Partial<SaleOrder> = {}): SaleOrder {
  return {
    _id: '41',
    orderNumber: 'KALA-20250411-7Q2M',
    createdAt: '2025-04-11T09:00:00.000Z',
    paidAt: '2025-04-11T09:01:00.000Z',
    orderStatus: 'packed',
    status: 'packed',
    statusHistory: [
      { status: 'placed', at: '2025-04-11T09:01:00.000Z' },
      { status: 'packed', at: '2025-04-12T10:00:00.000Z' },
    ],
    items: [
      {
        artworkId: '7',
        title: 'Monsoon Window',
        artistName: 'Meera Iyer',
        price: 125000,
        image: '/media/7-card.jpg',
        returnDays: 7,
        feePercent: 30,
        fee: 37500,
        net: 87500,
      },
    ],
    totalAmount: 125000,
    feeAmount: 37500,
    netAmount: 87500,
    buyer: { name: 'Kavya Menon', phone: '9876543210' },
    address: { line1: '12 Residency Road', line2: 'Flat 3B', city: 'Bengaluru', state: 'Karnataka', pincode: '560025', country: 'India' },
    shipment: null,
    ...overrides,
  }
}
