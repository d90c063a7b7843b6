import { ADMIN_TEMPLATE_ENDPOINTS } from '../../shared/templates/endpoints';
import type { AppInstance } from '../app-types';
import { getUser } from '../auth/guards';
import { routeEndpoint } from '../contract/endpoint-route';
import { getRequestMeta } from '../logs/request-meta';
import type { AdminTemplatesService } from './admin-service';
import { readTemplateForm } from './template-multipart';

/** /api/admin/templates*: behind requireAdmin (registered by adminRoutes). Create and edit are multipart. */
export function adminTemplatesRoutes(templates: AdminTemplatesService) {
  return async (app: AppInstance): Promise<void> => {
    const endpoint = ADMIN_TEMPLATE_ENDPOINTS;
    routeEndpoint(app, endpoint.list, {}, async () => templates.listTemplates());

    routeEndpoint(app, endpoint.create, {}, async (request) => {
      const form = await readTemplateForm(request);
      return templates.createTemplate(getUser(request), form.fields, form.image, getRequestMeta(request));
    });

    routeEndpoint(app, endpoint.update, {}, async (request) => {
      const form = await readTemplateForm(request);
      return templates.updateTemplate(
        getUser(request),
        request.params.id,
        form.fields,
        form.image,
        getRequestMeta(request),
      );
    });

    routeEndpoint(app, endpoint.delete, {}, async (request, reply) => {
      await templates.deleteTemplate(getUser(request), request.params.id, getRequestMeta(request));
      return reply.send();
    });

    routeEndpoint(app, endpoint.setOrdem, {}, async (request) =>
      templates.setTemplateOrdem(
        getUser(request),
        request.params.id,
        request.body.ordem,
        getRequestMeta(request),
      ),
    );

    routeEndpoint(app, endpoint.move, {}, async (request) =>
      templates.moveTemplate(
        getUser(request),
        request.params.id,
        request.body.direction,
        getRequestMeta(request),
      ),
    );
  };
}
