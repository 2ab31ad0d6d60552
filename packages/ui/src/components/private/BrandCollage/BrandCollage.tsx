import { clsx } from 'clsx';
import * as styles from './BrandCollage.css';

export { brandBackground } from './BrandCollage.css';

/**
 * Up to three member photos as a tilted fan, the middle one in front. Decorative: the photos are
 * hidden from assistive technology. The caller sizes and positions the box.
 */
export function BrandCollage({ images, className }: { images: string[]; className?: string }) {
  return (
    <div className={clsx(styles.collage, className)} aria-hidden>
      {images.slice(0, 3).map((image) => (
        <img key={image} className={styles.collageCard} src={image} alt="" />
      ))}
    </div>
  );
}
