import { Component, type ReactNode } from 'react';
import { PageSuspense } from '../components/PageSuspense.tsx';
import { PlatformProviders, RouteError } from './root-screens.tsx';

interface Props {
  /** Changes with every navigation: leaving the failed screen clears the error. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failure: { error: unknown } | null;
  resetKey: string;
}

/** Shows the error page instead of a blank screen when a screen throws or its chunk cannot load. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failure: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failure: null, resetKey: props.resetKey };
  }

  override render() {
    if (!this.state.failure) return this.props.children;
    return (
      <PageSuspense>
        <PlatformProviders>
          <RouteError error={this.state.failure.error} />
        </PlatformProviders>
      </PageSuspense>
    );
  }
}
