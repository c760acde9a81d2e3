import { formatPrice } from '@/lib/format/money';

/** "$99/month": a plan's price per billing period. */
export const formatPlanPrice = (price: number, period: string) => `${formatPrice(price)}/${period}`;
