/**
 * `isBright` exactly as antd 6 defines it in color-picker/components/ColorPresets.js, without the
 * rest of that module (the preset panel with Collapse and the colour picker). antd's Button and
 * Tag styles import only this function from there; the build points those imports here
 * (antd-lean.ts), so every page with a button no longer loads the colour picker.
 */
import { Color as RcColor } from '@rc-component/color-picker/es/color';

interface RgbColor {
  toRgb(): { r: number; g: number; b: number; a: number };
  toRgbString(): string;
}

export const isBright = (value: RgbColor, bgColorToken: string): boolean => {
  const { r, g, b, a } = value.toRgb();
  const hsv = new RcColor(value.toRgbString()).onBackground(bgColorToken).toHsv();
  if (a <= 0.5) {
    // Adapted to dark mode
    return hsv.v > 0.5;
  }
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
};
