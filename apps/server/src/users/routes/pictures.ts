/** The member's own pictures (spec 02 section 5); the rules are in users/gallery.ts. */
import { userEndpoints } from '@amora/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { deletePicture, profilePicture, updatePicture, uploadPicture } from '../gallery';

export const pictureRoutes = async (app: FastifyInstance) => {
  route(app, userEndpoints.uploadImage, ({ member, body }) => uploadPicture(app, member.id, body));
  route(app, userEndpoints.updateImage, ({ member, params, body }) =>
    updatePicture(app, member.id, params.id, body),
  );
  route(app, userEndpoints.deleteImage, ({ member, params }) =>
    deletePicture(app, member.id, params.id),
  );
  route(app, userEndpoints.profileImage, ({ member }) => profilePicture(app.db, member.id));
};
