// The app's services for components (the store itself goes through jotai's Provider).
import { createContext, useContext } from 'react';
import type { AppServices } from './create-app';

export const ServicesContext = createContext<AppServices | null>(null);

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices outside <ServicesContext.Provider>');
  return services;
}
