/** The messages screens, loaded with their route (router.tsx). */
import { Placeholder } from '../../screens/Placeholder';

export function Messages() {
  return <Placeholder page="page.messages" />;
}

export function Chat() {
  return <Placeholder page="page.messages" />;
}
