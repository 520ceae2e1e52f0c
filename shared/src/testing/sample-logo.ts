// A shop's logo for stories and tests: a 48 × 48 PNG (a green ring round a yellow disc) as the
// owner's Logo and colour form keeps one, a data URL (domain/shop-brand.ts).
export const SAMPLE_LOGO_URL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAAwElEQVR42u3ZwRHDMAhE0W0iZxeTgtxoKvIluXs8GIKEvxM0FPCGgwQrvWFHvwNa1qdRdSDbkZdpHuU7lmZToiyVaZwmlVGcLNVrbJMu0RimFGh7PQ5rMChDibLOQUMoIVYKFNV4TBZohiZq8oIymlPTMWiqxm+6IWiUxjbtQQXtcTZJle3xNKlBDWpQgyAXI+7p6NfeAcINaMQRFjfkE9cg3KJIXKWJYQMujiEGVsRIDxp6EmNhaHAO/Vr4u9+gDxvMb2GzizGkAAAAAElFTkSuQmCC';
