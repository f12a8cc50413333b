export type OrderStatus = 'Paid' | 'Canceled' | 'Refunded';

/** A sample order of the template /orders screen (spec 000, section 3). */
export interface SampleOrder {
  id: string;
  /** ISO date of the order. */
  date: string;
  email: string;
  first_name: string;
  last_name: string;
  /** Initials shown in place of a picture: the screen loads no external images. */
  avatar: string;
  product: string;
  /** In dollars. */
  price: number;
  status: OrderStatus;
}

type Row = [string, string, string, string, string, number, OrderStatus];

// id, date, first name, last name, product, price, status
const rows: Row[] = [
  ['INV-1234', '2024-02-03', 'Olivia', 'Ryhe', 'Website Redesign', 1250, 'Paid'],
  ['INV-1233', '2024-02-03', 'Steve', 'Hampton', 'Mobile App Design', 2400, 'Paid'],
  ['INV-1232', '2024-02-03', 'Ciaran', 'Murray', 'Logo Design', 350, 'Refunded'],
  ['INV-1231', '2024-02-03', 'Maria', 'Macdonald', 'Brand Guidelines', 980, 'Refunded'],
  ['INV-1230', '2024-02-03', 'Charles', 'Fulton', 'SEO Audit', 600, 'Canceled'],
  ['INV-1229', '2024-02-03', 'Jay', 'Hooper', 'Newsletter Template', 220, 'Canceled'],
  ['INV-1228', '2024-02-03', 'Krystal', 'Stevens', 'Event Landing Page', 780, 'Refunded'],
  ['INV-1227', '2024-02-03', 'Sachin', 'Flynn', 'Social Media Kit', 430, 'Paid'],
  ['INV-1226', '2024-02-03', 'Bradley', 'Rosales', 'Website Redesign', 1250, 'Paid'],
  ['INV-1225', '2024-02-02', 'Nadia', 'Okafor', 'Photography Package', 1500, 'Paid'],
  ['INV-1224', '2024-02-02', 'Lucas', 'Tremblay', 'Mobile App Design', 2400, 'Canceled'],
  ['INV-1223', '2024-02-02', 'Amelie', 'Gagnon', 'Logo Design', 350, 'Paid'],
  ['INV-1222', '2024-02-02', 'Noah', 'Lavoie', 'SEO Audit', 600, 'Refunded'],
  ['INV-1221', '2024-02-01', 'Emma', 'Roy', 'Brand Guidelines', 980, 'Paid'],
  ['INV-1220', '2024-02-01', 'Liam', 'Bouchard', 'Event Landing Page', 780, 'Paid'],
  ['INV-1219', '2024-02-01', 'Chloe', 'Cote', 'Newsletter Template', 220, 'Canceled'],
  ['INV-1218', '2024-01-31', 'William', 'Gauthier', 'Social Media Kit', 430, 'Paid'],
  ['INV-1217', '2024-01-31', 'Zoe', 'Morin', 'Photography Package', 1500, 'Refunded'],
  ['INV-1216', '2024-01-30', 'Ethan', 'Pelletier', 'Website Redesign', 1250, 'Paid'],
  ['INV-1215', '2024-01-30', 'Lea', 'Belanger', 'Video Editing', 890, 'Paid'],
  ['INV-1214', '2024-01-29', 'Samuel', 'Levesque', 'Video Editing', 890, 'Canceled'],
  ['INV-1213', '2024-01-29', 'Alice', 'Bergeron', 'Logo Design', 350, 'Paid'],
  ['INV-1212', '2024-01-28', 'Felix', 'Leblanc', 'Mobile App Design', 2400, 'Refunded'],
];

/** The fixed orders the template screen shows; nothing is loaded or saved. */
export const sampleOrders: SampleOrder[] = rows.map(
  ([id, date, firstName, lastName, product, price, status]) => ({
    id,
    date,
    email: `${firstName}.${lastName}@example.com`.toLowerCase(),
    first_name: firstName,
    last_name: lastName,
    avatar: `${firstName.charAt(0)}${lastName.charAt(0)}`,
    product,
    price,
    status,
  }),
);

/** Spec 000: the search matches first name, last name or product, case-insensitive. */
export function ordersMatching(orders: SampleOrder[], search: string): SampleOrder[] {
  const wanted = search.trim().toLowerCase();
  if (wanted === '') return orders;
  return orders.filter((order) =>
    [order.first_name, order.last_name, order.product].some((text) =>
      text.toLowerCase().includes(wanted),
    ),
  );
}
