import { parseWithZod } from '@conform-to/zod/v4';
import { Container } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { data, redirect } from 'react-router';
import type { Route } from './+types/answer';
import { authContext, languageContext, requestContext } from '#app/context';
import { getConfig } from '#app/config.server';
import { PageTitle } from '#app/components/page-title';
import type { ScriptsHandle } from '#app/components/page-scripts';
import { readCookie } from '#app/middleware/cookies.server';
import { answerPageLanguage, loadAnswerPage } from '#app/modules/reclamations/supplier-answer.repo.server';
import { supplierAnswerSchema } from '#app/modules/reclamations/supplier-answer.schema';
import { submitSupplierAnswer } from '#app/modules/reclamations/supplier-answer.service.server';
import { AnswerForm, RecordedAnswer, RefusedLink } from '#app/modules/reclamations/supplier-answer-page';
import { LANGUAGE_COOKIE } from '#app/utils/language';

/** The answer form uploads photos and checks its rows as the supplier types: this page keeps its scripts. */
export const handle: ScriptsHandle = { scripts: true };

/** Longer than any token the app signs: refused before any work. */
const MAX_TOKEN = 400;

/**
 * The page speaks the reclamation's language (the supplier's) unless the visitor chose one with the switch or is
 * logged in with their own.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, params, context }, next) => {
    if (params.token.length <= MAX_TOKEN && !context.get(authContext) && !readCookie(request, LANGUAGE_COOKIE)) {
      const language = await answerPageLanguage(context.get(requestContext).db, params.token);
      if (language) context.set(languageContext, language);
    }
    return next();
  },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page =
    params.token.length <= MAX_TOKEN
      ? await loadAnswerPage(context.get(requestContext).db, params.token)
      : ({ ok: false, reason: 'invalid' } as const);
  const justSent = new URL(request.url).searchParams.get('sent') === '1';
  if (!page.ok) return data({ page, justSent }, { status: page.reason === 'expired' ? 410 : 404 });
  return { page, justSent };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db } = context.get(requestContext);
  const submission = parseWithZod(await request.formData(), {
    schema: supplierAnswerSchema(context.get(languageContext)),
  });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const self = `/reclamation-answer/${encodeURIComponent(params.token)}`;
  if (params.token.length > MAX_TOKEN) return redirect(self);
  const result = await submitSupplierAnswer(db, params.token, submission.value, { appUrl: getConfig().appUrl });
  if (result.ok) return redirect(`${self}?sent=1`);
  if (result.reason === 'lines_changed')
    return data(
      { result: submission.reply({ formErrors: ['reclamationAnswer.errors.linesChanged'] }) },
      { status: 409 },
    );
  // Used (a second tap, or answered meanwhile), expired or revoked: the page shows which.
  return redirect(self);
}

export default function ReclamationAnswer({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page, justSent } = loaderData;
  return (
    <Container size="sm" py="lg" px="md">
      {page.ok ? (
        <>
          <PageTitle>{t('reclamationAnswer.pageTitle', { number: page.reclamation.number })}</PageTitle>
          {page.reclamation.linkUsedAt ? (
            <RecordedAnswer
              reclamation={page.reclamation}
              lines={page.lines}
              notePhotoIds={page.notePhotoIds}
              justSent={justSent}
            />
          ) : (
            <AnswerForm
              reclamation={page.reclamation}
              lines={page.lines}
              notePhotoIds={page.notePhotoIds}
              lastResult={actionData?.result}
            />
          )}
        </>
      ) : (
        <>
          <PageTitle>{t(`reclamationAnswer.refused.${page.reason}Title`)}</PageTitle>
          <RefusedLink reason={page.reason} />
        </>
      )}
    </Container>
  );
}
