/**
 * The drawn people of the visitor pages (landing, auth frame, /mobile): fictional faces, never a
 * member's photo. Inlined as data: URLs, as these pictures always were: the page the server
 * renders holds them, with no request and no preload link before it.
 */
import member0 from './member-0.svg?inline';
import member1 from './member-1.svg?inline';
import member2 from './member-2.svg?inline';
import member3 from './member-3.svg?inline';
import member4 from './member-4.svg?inline';
import member5 from './member-5.svg?inline';
import member6 from './member-6.svg?inline';

export const drawnMembers = [
  member0,
  member1,
  member2,
  member3,
  member4,
  member5,
  member6,
] as const;
