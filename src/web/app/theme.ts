import type { ThemeConfig } from 'antd';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1d4ed8',
    // antd derives a lighter hover (#4373e6: 4.34:1 against white text, below WCAG's 4.5:1), so a
    // primary button under the mouse failed colour contrast; hovering darkens instead (8.7:1)
    colorPrimaryHover: '#1e40af',
    colorInfo: '#1d4ed8',
    // status colours are text too (tags, alerts, form messages on their light backgrounds):
    // each at least 4.5:1 (WCAG AA) on white and on its derived light background
    colorSuccess: '#15803d',
    colorWarning: '#b45309',
    colorError: '#b91c1c',
    // the light backgrounds antd would derive from these darker seeds turn murky (#b4bfb6 for
    // green): the usual light tints instead, each still >= 4.5:1 against its status colour
    colorSuccessBg: '#f0fdf4',
    colorSuccessBorder: '#bbf7d0',
    colorWarningBg: '#fffbeb',
    colorWarningBorder: '#fde68a',
    colorErrorBg: '#fef2f2',
    colorErrorBorder: '#fecaca',
    colorTextBase: '#0f172a',
    // antd derives these from colorTextBase with alpha (0.45, 0.25): about 3.2:1 and 1.7:1 on
    // white. Descriptions, select placeholders and secondary text need 4.5:1.
    colorTextDescription: '#5b6577',
    colorTextTertiary: '#5b6577',
    colorTextPlaceholder: '#6b7280',
    // preset tag colours print their 7th shade on their 1st; for these the 7th is too light
    // (orange 3.3:1, volcano 4.4:1, gold, lime, green, cyan): one shade darker (>= 4.5:1); both
    // spellings, as both become the same CSS variable
    orange7: '#ad4e00',
    'orange-7': '#ad4e00',
    volcano7: '#ad2102',
    'volcano-7': '#ad2102',
    gold7: '#874d00',
    'gold-7': '#874d00',
    lime7: '#3f6600',
    'lime-7': '#3f6600',
    green7: '#237804',
    'green-7': '#237804',
    cyan7: '#006d75',
    'cyan-7': '#006d75',
    borderRadius: 8,
    fontFamily:
      "Inter, 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Button: { controlHeightLG: 46, fontWeight: 600 },
    Modal: { titleFontSize: 20 },
  },
};
