import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** One channel's delivery times over the last day (`GET /api/admin/system/delivery-figures`). */
export interface ChannelFigure {
  channel: string;
  label: string;
  count: number;
  median_ms: number | null;
  p95_ms: number | null;
  target_ms: number | null;
  within_target: boolean | null;
}

export const useDeliveryFigures = () =>
  useQuery({
    queryKey: ['admin', 'delivery-figures'],
    queryFn: ({ signal }) =>
      api.get<{ since: string; channels: ChannelFigure[] }>('/admin/system/delivery-figures', {
        signal,
      }),
    refetchInterval: 60_000,
  });
