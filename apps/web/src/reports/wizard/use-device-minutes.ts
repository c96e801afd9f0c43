import { useEffect, useState } from 'react';

export const DEVICE_COUNTER_TICK_MS = 60_000;

const minutesSince = (startedAt: string | null) => (startedAt ? Math.max(0, Math.floor((Date.now() - Date.parse(startedAt)) / 60_000)) : 0);

/** Minutes the device has measured since the report started; ticks every 60 s (reports.md §4, §9). */
export function useDeviceMinutes(startedAt: string | null): number {
  const [minutes, setMinutes] = useState(() => minutesSince(startedAt));
  useEffect(() => {
    setMinutes(minutesSince(startedAt));
    if (!startedAt) return;
    const timer = window.setInterval(() => setMinutes(minutesSince(startedAt)), DEVICE_COUNTER_TICK_MS);
    return () => window.clearInterval(timer);
  }, [startedAt]);
  return minutes;
}
