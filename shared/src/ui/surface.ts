// The classes of the raised surface (surface.module.css) that the design system's cards and the
// remotes' panels share, so the look lives in one place: the surface and its header row.
import styles from './surface.module.css';

export const surfaceClass: string = styles.surface ?? '';
export const surfaceHeaderClass: string = styles.header ?? '';
