import type { NewProperty } from '@wildfire/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { fleetKeys } from './keys';

export interface PropertyCreated {
  property_id: number;
  panel_id: number;
  site_id: string;
  located: boolean;
  message: string;
}

/** `POST /api/admin/properties`: the property and its site, placed by geocoding the address. */
export const createProperty = (body: NewProperty) =>
  api.post<PropertyCreated>('/admin/properties', body);

export function useCreateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProperty,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fleetKeys.all }),
  });
}
