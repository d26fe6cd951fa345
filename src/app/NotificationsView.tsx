import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Mantine's toast host with the app's placement and limits; loaded with the first toast. */
export function NotificationsView() {
  return <Notifications limit={3} containerWidth={356} position="top-center" autoClose={4000} />;
}
