import { Button, EmptyState, Icon } from '@portal/ui';
import { Component, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StartupDone } from '../../startup/StartupDone';
import { retryFailedChunks } from '../lazyChunk';

interface State {
  error: unknown;
  attempt: number;
}

interface BoundaryProps {
  children: ReactNode;
  /** What replaces the area while its chunk loads. */
  fallback: ReactNode;
  renderError: (retry: () => void) => ReactNode;
}

class Boundary extends Component<BoundaryProps, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  retry = () => {
    retryFailedChunks();
    this.setState((s) => ({ error: null, attempt: s.attempt + 1 }));
  };

  override render() {
    if (this.state.error) return this.props.renderError(this.retry);
    // A new key on retry mounts the lazy component again, so its import runs again.
    return (
      <Suspense key={this.state.attempt} fallback={this.props.fallback}>
        {this.props.children}
      </Suspense>
    );
  }
}

/**
 * Around every lazily loaded area (spec 2.9, 8): a chunk that fails or times out shows a load
 * error with a retry in place of the area, never a white page.
 */
export function LoadErrorBoundary({
  children,
  fallback = null,
  keepFallback = false,
}: {
  children: ReactNode;
  fallback?: ReactNode;
  /**
   * For an enhancement whose fallback already works (the header's categories without their
   * drop-downs): a chunk that cannot load leaves the fallback in place instead of an error.
   */
  keepFallback?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Boundary
      fallback={fallback}
      renderError={(retry) =>
        keepFallback ? (
          fallback
        ) : (
          <>
            <EmptyState
              role="alert"
              icon={<Icon name="warning" />}
              title={t('load_error_title')}
              description={t('load_error_text')}
              action={<Button onClick={retry}>{t('action_retry')}</Button>}
            />
            <StartupDone />
          </>
        )
      }
    >
      {children}
    </Boundary>
  );
}
