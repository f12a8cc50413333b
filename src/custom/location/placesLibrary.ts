/// <reference types="google.maps" />
import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import { useEffect, useState } from 'react';
import { loadAuthConfig } from '../../config';

export const MAPS_KEY_MISSING = 'Google Maps API key is missing!';
export const MAPS_NOT_LOADED = 'The address search could not be loaded.';

export type PlacesState =
  | { status: 'loading' }
  | { status: 'ready'; places: google.maps.PlacesLibrary }
  | { status: 'unavailable'; message: string };

let loading: Promise<PlacesState> | null = null;

/**
 * Google's Places library, loaded once per page when the runtime configuration carries a
 * maps key. Without a key, or when loading fails, the reason is logged once and the forms
 * are filled by hand.
 */
function loadPlaces(): Promise<PlacesState> {
  loading ??= (async (): Promise<PlacesState> => {
    let key: string | null;
    try {
      key = (await loadAuthConfig()).mapsApiKey;
    } catch (error) {
      console.error(MAPS_NOT_LOADED, error);
      return { status: 'unavailable', message: MAPS_NOT_LOADED };
    }
    if (!key) {
      console.error(MAPS_KEY_MISSING);
      return { status: 'unavailable', message: MAPS_KEY_MISSING };
    }
    try {
      setOptions({ key, v: 'weekly' });
      return { status: 'ready', places: await importLibrary('places') };
    } catch (error) {
      console.error(MAPS_NOT_LOADED, error);
      return { status: 'unavailable', message: MAPS_NOT_LOADED };
    }
  })();
  return loading;
}

export function usePlacesLibrary(): PlacesState {
  const [state, setState] = useState<PlacesState>({ status: 'loading' });
  useEffect(() => {
    let mounted = true;
    loadPlaces().then((loaded) => {
      if (mounted) setState(loaded);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return state;
}
