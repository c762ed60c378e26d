import { type Poster, posterResource } from '@renli/contracts';
import { Image } from 'antd';
import { ResourcePage } from '../../components/resource/ResourcePage.tsx';
import { defineResourcePage } from '../../components/resource/types.ts';

const config = defineResourcePage<Poster>({
  resource: posterResource,
  titleKey: 'admin:menu.Poster',
  itemKey: 'platform:poster.item',
  cells: {
    imageUrl: (p) => <Image src={p.imageUrl} width={96} height={40} style={{ objectFit: 'cover' }} />,
  },
});

/** `#/Poster`: banners per placement with a display window; the public list shows the active ones. */
export function PosterPage() {
  return <ResourcePage config={config} />;
}
