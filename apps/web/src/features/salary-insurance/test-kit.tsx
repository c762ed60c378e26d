import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Providers } from '../../components/resource/resource-test-kit.tsx';
import { salaryInsuranceFeature } from './manifest.tsx';

/** The screen elsewhere a link leads to renders its path. */
function Elsewhere() {
  return <p>at {useLocation().pathname}</p>;
}

/** The feature's six screens as the route catalog mounts them, opened at `path`. */
export function renderAt(path: string, extra: ReactNode = null) {
  return render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {Object.entries(salaryInsuranceFeature.screens).map(([pattern, element]) => (
            <Route key={pattern} path={pattern} element={element} />
          ))}
          <Route path="*" element={<Elsewhere />} />
          {extra}
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}
