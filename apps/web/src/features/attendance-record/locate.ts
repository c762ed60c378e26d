import type { PunchBody } from '@renli/contracts';

export type LocateProblem = 'unsupported' | 'denied' | 'unavailable' | 'timeout';

/** How long the browser may look for a position (a phone's GPS needs a few seconds outdoors). */
const LOCATE_TIMEOUT_MS = 15_000;

/**
 * The browser's position for a geofenced punch (docs/product/attendance.md, "Punching and records"),
 * or why there is none in words the card can show. A fresh, high-accuracy fix: the server refuses
 * one less accurate than 200 m.
 */
export function locate(): Promise<Required<PunchBody> | { problem: LocateProblem }> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) return Promise.resolve({ problem: 'unsupported' });
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({ latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy }),
      (error) =>
        resolve({
          problem:
            error.code === error.PERMISSION_DENIED
              ? 'denied'
              : error.code === error.TIMEOUT
                ? 'timeout'
                : 'unavailable',
        }),
      { enableHighAccuracy: true, timeout: LOCATE_TIMEOUT_MS, maximumAge: 0 },
    );
  });
}
