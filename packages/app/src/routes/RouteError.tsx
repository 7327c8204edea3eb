import { Button, EmptyState, Icon } from '@portal/ui';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A page that failed to render: the load error with a way back, never a white page. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main>
      <EmptyState
        role="alert"
        icon={<Icon name="warning" />}
        title={t('load_error_title')}
        description={t('error_INTERNAL')}
        action={<Button onClick={() => window.location.assign('/')}>{t('category_HOME')}</Button>}
      />
    </main>
  );
}

/** Around the whole route tree: a render error anywhere below shows RouteError. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
