/// <reference types="google.maps" />
import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import { useEffect, useState } from 'react';
import { loadAuthConfig } from '../../authProvider/authConfig';
import type { MessageKey } from '../../i18n/text';

export type PlacesState =
  | { status: 'loading' }
  | { status: 'ready'; places: google.maps.PlacesLibrary }
  /** `message`: what the disabled search says. */
  | { status: 'unavailable'; message: MessageKey };

/** The search cannot be used: the reason, in English, for developers in the browser's console. */
function unavailable(reason: Error, message: MessageKey): PlacesState {
  console.error(reason);
  return { status: 'unavailable', message };
}

const notLoaded = (cause: unknown) =>
  unavailable(
    new Error('The address search could not be loaded.', { cause }),
    'console.location.search.not_loaded',
  );

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
      return notLoaded(error);
    }
    if (!key) {
      return unavailable(
        new Error('Google Maps API key is missing!'),
        'console.location.search.not_set_up',
      );
    }
    try {
      setOptions({ key, v: 'weekly' });
      return { status: 'ready', places: await importLibrary('places') };
    } catch (error) {
      return notLoaded(error);
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
