import {
  adminTemplateListSchema,
  adminTemplateSchema,
  templateIdParamsSchema,
  templateMoveBodySchema,
  templateOrdemBodySchema,
} from '../../shared/admin/templates';
import type { AppInstance } from '../app-types';
import { getUser } from '../auth/guards';
import { getRequestMeta } from '../logs/request-meta';
import type { AdminTemplatesService } from './admin-service';
import { readTemplateForm } from './template-multipart';

/** /api/admin/templates*: behind requireAdmin (registered by adminRoutes). Create and edit are multipart. */
export async function adminTemplatesRoutes(
  app: AppInstance,
  { templates }: { templates: AdminTemplatesService },
): Promise<void> {
  app.get('/api/admin/templates', { schema: { response: { 200: adminTemplateListSchema } } }, async () =>
    templates.listTemplates(),
  );

  app.post(
    '/api/admin/templates',
    { schema: { response: { 201: adminTemplateSchema } } },
    async (request, reply) => {
      const form = await readTemplateForm(request);
      return reply
        .status(201)
        .send(
          await templates.createTemplate(getUser(request), form.fields, form.image, getRequestMeta(request)),
        );
    },
  );

  app.put(
    '/api/admin/templates/:id',
    { schema: { params: templateIdParamsSchema, response: { 200: adminTemplateSchema } } },
    async (request) => {
      const form = await readTemplateForm(request);
      return templates.updateTemplate(
        getUser(request),
        request.params.id,
        form.fields,
        form.image,
        getRequestMeta(request),
      );
    },
  );

  app.delete(
    '/api/admin/templates/:id',
    { schema: { params: templateIdParamsSchema } },
    async (request, reply) => {
      await templates.deleteTemplate(getUser(request), request.params.id, getRequestMeta(request));
      return reply.status(204).send();
    },
  );

  app.put(
    '/api/admin/templates/:id/ordem',
    {
      schema: {
        params: templateIdParamsSchema,
        body: templateOrdemBodySchema,
        response: { 200: adminTemplateSchema },
      },
    },
    async (request) =>
      templates.setTemplateOrdem(
        getUser(request),
        request.params.id,
        request.body.ordem,
        getRequestMeta(request),
      ),
  );

  app.post(
    '/api/admin/templates/:id/move',
    {
      schema: {
        params: templateIdParamsSchema,
        body: templateMoveBodySchema,
        response: { 200: adminTemplateListSchema },
      },
    },
    async (request) =>
      templates.moveTemplate(
        getUser(request),
        request.params.id,
        request.body.direction,
        getRequestMeta(request),
      ),
  );
}
