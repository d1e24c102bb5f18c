import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { fetchNotifications, vendorQueryKeys } from '@platform/shared/dashboard';
import { useMutation, useQuery, useQueryClient } from '@platform/shared/query';
import { QueryState, formatDate } from '../../components/query-state';
import { markAllNotificationsRead, markNotificationRead } from './dashboard-api';
import { texts } from './texts';

/** The shop's notifications with mark-one and mark-all; the header's badge reads the same query. */
export function NotificationsPanel() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: vendorQueryKeys.notifications, queryFn: fetchNotifications });
  const refresh = () => queryClient.invalidateQueries({ queryKey: vendorQueryKeys.notifications });
  const markOne = useMutation({ mutationFn: markNotificationRead, onSuccess: refresh });
  const markAll = useMutation({ mutationFn: markAllNotificationsRead, onSuccess: refresh });
  // The header's bell links to /vender#notifications: bring the list into view once it is drawn.
  const { hash } = useLocation();
  const { t } = texts.useTexts();
  const loaded = query.isSuccess;
  useEffect(() => {
    if (hash === '#notifications' && loaded) document.getElementById('notifications')?.scrollIntoView?.();
  }, [hash, loaded]);
  return (
    <section id="notifications" aria-labelledby="notifications-heading" className="card">
      <div className="section-heading">
        <h2 id="notifications-heading" className="card__title">
          {t('notifications.title')}
        </h2>
        {(query.data?.unread ?? 0) > 0 && (
          <button type="button" className="button" disabled={markAll.isPending} onClick={() => markAll.mutate()}>
            {t('notifications.markAll')}
          </button>
        )}
      </div>
      <QueryState query={query}>
        {({ items }) =>
          items.length === 0 ? (
            <p>{t('notifications.none')}</p>
          ) : (
            <ul className="notification-list">
              {items.map((n) => (
                <li key={n.id} className={n.read ? 'notification' : 'notification notification--unread'} data-testid="notification">
                  <p className="notification__title">
                    {!n.read && <span className="visually-hidden">{t('notifications.unread')}</span>}
                    {n.link ? <Link to={n.link}>{n.title}</Link> : n.title}
                  </p>
                  <p className="notification__body">{n.body}</p>
                  <p className="notification__meta">
                    {formatDate(n.createdAt)}
                    {!n.read && (
                      <button type="button" className="button button--link" disabled={markOne.isPending} onClick={() => markOne.mutate(n.id)}>
                        {t('notifications.markOne')}
                      </button>
                    )}
                  </p>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
