import AddIcon from '@mui/icons-material/Add';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ReplayIcon from '@mui/icons-material/Replay';
import { Avatar, Box, Button, Card, Chip, Typography } from '@mui/material';
import { type ReactElement, useState } from 'react';
import {
  DataTable,
  ListContextProvider,
  Title,
  useList,
  useLocaleState,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { MessageKey } from '../../i18n/text';
import { NoData } from '../../resources/shared/NoData';
import { NumberedPagination } from '../../resources/shared/NumberedPagination';
import { SearchBox } from '../../resources/shared/SearchBox';
import { type OrderStatus, ordersMatching, type SampleOrder, sampleOrders } from './sampleOrders';

/** Spec 000, section 9: the template orders screen shows 5 orders a page. */
const ORDERS_PER_PAGE = 5;

const statusLooks: Record<
  OrderStatus,
  { label: MessageKey; icon: ReactElement; color: 'success' | 'error' | 'warning' }
> = {
  Paid: { label: 'console.orders.statuses.paid', icon: <CheckCircleIcon />, color: 'success' },
  Canceled: { label: 'console.orders.statuses.canceled', icon: <BlockIcon />, color: 'error' },
  Refunded: { label: 'console.orders.statuses.refunded', icon: <ReplayIcon />, color: 'warning' },
};

function StatusChip({ status }: { status: OrderStatus }) {
  const translate = useTranslate();
  const { label, icon, color } = statusLooks[status];
  return (
    <Chip icon={icon} label={translate(label)} color={color} variant="outlined" size="small" />
  );
}

function Customer({ order }: { order: SampleOrder }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <Avatar sx={{ width: 32, height: 32, fontSize: '0.875rem' }} aria-hidden>
        {order.avatar}
      </Avatar>
      <Box>
        <Typography variant="body2">
          {order.first_name} {order.last_name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {order.email}
        </Typography>
      </Box>
    </Box>
  );
}

/** The sample orders' dates and amounts, as each language writes them. */
const formats = {
  en: {
    date: new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }),
    money: new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }),
  },
  fr: {
    date: new Intl.DateTimeFormat('fr-CA', { dateStyle: 'medium', timeZone: 'UTC' }),
    money: new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'USD' }),
  },
};

/** /orders: the spec's template screen over fixed sample orders. It has no API. */
export function OrdersPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { date: dateFormat, money: moneyFormat } = locale === 'fr' ? formats.fr : formats.en;
  const notify = useNotify();
  const [search, setSearch] = useState('');
  const listContext = useList<SampleOrder>({
    data: ordersMatching(sampleOrders, search),
    perPage: ORDERS_PER_PAGE,
    resource: 'orders',
  });

  // The console's one search box, over this screen's own search: a new search starts at page 1.
  const searchContext = {
    ...listContext,
    filterValues: { q: search },
    setFilters: (filters: { q?: unknown }) => {
      setSearch(typeof filters.q === 'string' ? filters.q : '');
      listContext.setPage(1);
    },
  };

  return (
    <Box sx={{ mt: 2, mb: 4, display: 'grid', gap: 2 }}>
      <Title title="console.orders.title" />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography component="h1" variant="h4">
          {translate('console.orders.title')}
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => notify('console.orders.not_addable', { type: 'info' })}
        >
          {translate('console.orders.new')}
        </Button>
      </Box>
      <Card>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            px: 2,
            pt: 2,
          }}
        >
          <Typography component="h2" variant="h6">
            {translate('console.orders.list_title')}
          </Typography>
          <ListContextProvider value={searchContext}>
            <SearchBox source="q" label="console.orders.search" />
          </ListContextProvider>
        </Box>
        <ListContextProvider value={listContext}>
          <DataTable<SampleOrder>
            resource="orders"
            rowClick={false}
            bulkActionButtons={false}
            empty={<NoData />}
          >
            <DataTable.Col source="id" label="console.orders.columns.id" disableSort />
            <DataTable.Col
              source="date"
              label="console.orders.columns.date"
              disableSort
              render={(order) => dateFormat.format(new Date(order.date))}
            />
            <DataTable.Col
              source="status"
              label="console.orders.columns.status"
              disableSort
              render={(order) => <StatusChip status={order.status} />}
            />
            <DataTable.Col<SampleOrder>
              label="console.orders.columns.customer"
              disableSort
              render={(order) => <Customer order={order} />}
            />
            <DataTable.Col source="product" label="console.orders.columns.product" disableSort />
            <DataTable.Col
              source="price"
              label="console.orders.columns.revenue"
              disableSort
              render={(order) => moneyFormat.format(order.price)}
            />
          </DataTable>
          <NumberedPagination />
        </ListContextProvider>
      </Card>
    </Box>
  );
}
