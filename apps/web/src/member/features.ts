/**
 * Every feature's model, loaded with the member frame (not with the landing page), so each one's
 * after-login loads and live updates run whichever member screen is opened first.
 */
import '../features/account/model';
import '../features/discovery/model';
import '../features/messages/model';
import '../features/people/model';
import '../features/profile/model';
import '../features/shop/model';
