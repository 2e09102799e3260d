import type { ThemeConfig } from 'antd';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1d4ed8',
    // antd derives a lighter hover (#4373e6: 4.34:1 against white text, below WCAG's 4.5:1), so a
    // primary button under the mouse failed colour contrast; hovering darkens instead (8.7:1)
    colorPrimaryHover: '#1e40af',
    colorInfo: '#1d4ed8',
    colorSuccess: '#16a34a',
    colorWarning: '#d97706',
    colorError: '#dc2626',
    colorTextBase: '#0f172a',
    borderRadius: 8,
    fontFamily:
      "Inter, 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Button: { controlHeightLG: 46, fontWeight: 600 },
    Modal: { titleFontSize: 20 },
  },
};
