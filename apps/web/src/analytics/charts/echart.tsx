import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import { useEffect, useRef, useState } from 'react';
import { inTurn, onSizeChange } from '../draw-queue.ts';
import type { HoverItem } from './chart-options.ts';

type EChartsModule = typeof import('./echarts-setup.ts');
let loading: Promise<EChartsModule> | null = null;

/** ECharts and the chart types the widgets use, loaded once, when the first chart is shown. */
export function loadECharts(): Promise<EChartsModule> {
  loading ??= import('./echarts-setup.ts').catch((error: unknown) => {
    loading = null; // a chunk that failed to load (offline) is tried again next time
    throw error;
  });
  return loading;
}

interface EChartProps {
  option: EChartsCoreOption;
  /** The readout of the item under the pointer. */
  describe: (item: HoverItem) => string | null;
  /** What the chart shows, in words; the numbers are in the widget's text alternative. */
  label: string;
  /** Height in px, when the chart's content sets it (grouped bars); else the stylesheet's. */
  height?: number | undefined;
}

/** One ECharts canvas that follows its container's size; the option is replaced whenever it changes. */
export function EChart({ option, label, describe, height }: EChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const latest = useRef(option);
  latest.current = option;
  const [hasFailed, setHasFailed] = useState(false);
  const [isDrawn, setIsDrawn] = useState(false);
  const [hover, setHover] = useState<{ text: string; x: number; y: number } | null>(null);
  const describeLatest = useRef(describe);
  describeLatest.current = describe;

  useEffect(() => {
    let isCurrent = true;
    let stopObserving = () => {};
    const place = inTurn(loadECharts());
    place.ready
      .then(({ init }) => {
        const element = container.current;
        if (!isCurrent || !element) return;
        const instance = init(element, undefined, { renderer: 'canvas' });
        chart.current = instance;
        // 'finished' follows each complete drawing (data-drawn: a test and the widget pictures may look); listened to
        // before the first setOption, which may draw at once.
        instance.on('finished', () => isCurrent && setIsDrawn(true));
        instance.setOption(latest.current);
        instance.on('mouseover', (params) => {
          const item = params as HoverItem & { event?: { offsetX: number; offsetY: number } };
          const text = describeLatest.current(item);
          setHover(text ? { text, x: item.event?.offsetX ?? 0, y: item.event?.offsetY ?? 0 } : null);
        });
        instance.on('mouseout', () => setHover(null));
        instance.on('globalout', () => setHover(null));
        stopObserving = onSizeChange(element, () => instance.resize());
      })
      .catch(() => isCurrent && setHasFailed(true));
    return () => {
      isCurrent = false;
      place.withdraw();
      stopObserving();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);

  return (
    <div className="echart-frame">
      <div ref={container} className="echart" role="img" aria-label={label} data-drawn={isDrawn} style={height ? { height } : undefined} />
      {hover ? (
        <div className="chart-hover" style={{ left: hover.x, top: hover.y }} aria-hidden="true">
          {hover.text}
        </div>
      ) : null}
      {hasFailed ? <p className="widget-note">The chart could not be drawn.</p> : null}
    </div>
  );
}
