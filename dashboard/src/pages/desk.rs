//! The operator at the desk: the extractors every page and form stands on.
//!
//! A handler that takes a [`Desk`] runs only for a signed-in operator (else
//! the browser is sent to the login page); one that takes a [`Posted`] form
//! runs only when, in addition, the form's CSRF token matches the session.
//! The checks live here once, so a handler's body is its use case and
//! nothing else, and no handler can forget them.

use std::future::Future;
use std::pin::Pin;

use actix_web::dev::Payload;
use actix_web::error::InternalError;
use actix_web::{FromRequest, HttpRequest, HttpResponse, web};
use domain::ports::User;
use serde::Deserialize;
use serde::de::DeserializeOwned;

use super::{Nav, check_csrf, error_page, operator, redirect};
use crate::backend::{Backend, DashError};
use crate::i18n::Lang;

/// A signed-in operator's request: the service, who is asking, the header's
/// navigation and the page's language.
pub(crate) struct Desk<B: Backend> {
    pub(crate) backend: web::Data<B>,
    pub(crate) me: User,
    pub(crate) nav: Nav,
    pub(crate) lang: Lang,
}

impl<B: Backend> Desk<B> {
    /// The answer to a form (post/redirect/get): where to go after it was
    /// done, or the error page (and nothing changed).
    pub(crate) fn redirect(self, done: Result<String, DashError>) -> HttpResponse {
        match done {
            Ok(to) => redirect(&to),
            Err(e) => self.error(&e),
        }
    }

    /// The page `make` makes from the desk and its backend, or the error
    /// page if it could not be made (`?` inside `make` turns every failure
    /// into a [`DashError`]).
    pub(crate) async fn show(
        self,
        make: impl AsyncFnOnce(&Self, &B) -> Result<HttpResponse, DashError>,
    ) -> HttpResponse {
        let shown = make(&self, self.backend.get_ref()).await;
        shown.unwrap_or_else(|e| self.error(&e))
    }

    /// The error page, in the operator's language and with the header.
    pub(crate) fn error(self, e: &DashError) -> HttpResponse {
        error_page(self.lang, Some(self.nav), e)
    }
}

/// The page to answer with instead of running the handler.
fn answer_with(res: HttpResponse) -> actix_web::Error {
    InternalError::from_response("refused at the desk", res).into()
}

type Extracting<T> = Pin<Box<dyn Future<Output = Result<T, actix_web::Error>>>>;

impl<B: Backend> FromRequest for Desk<B> {
    type Error = actix_web::Error;
    type Future = Extracting<Self>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let req = req.clone();
        Box::pin(async move {
            let backend = req.app_data::<web::Data<B>>().cloned().ok_or_else(|| {
                answer_with(HttpResponse::InternalServerError().body("no dashboard backend"))
            })?;
            let (me, nav) = operator(backend.get_ref(), &req).await.map_err(answer_with)?;
            if !req.method().is_safe() {
                // A form posted: the operator's next reads wait for it.
                backend.wrote(&me.id);
            }
            Ok(Self { backend, me, nav, lang: Lang::of(&req) })
        })
    }
}

/// A form as posted: the session's CSRF token beside the form's own fields.
#[derive(Deserialize)]
struct WithCsrf<F> {
    csrf: String,
    #[serde(flatten)]
    form: F,
}

/// A form with no field of its own (logout): only its CSRF token.
#[derive(Deserialize)]
pub(crate) struct NoFields {}

/// A form posted by a signed-in operator, its CSRF token checked: the
/// form's own fields are `F`, and what the route's path names is `P`.
pub(crate) struct Posted<B: Backend, F, P = ()> {
    pub(crate) desk: Desk<B>,
    pub(crate) form: F,
    pub(crate) path: P,
}

impl<B: Backend, F, P> Posted<B, F, P> {
    /// Runs the form's work as the operator, then answers post/redirect/get:
    /// `act`'s `Ok` is where to go, its `Err` the error page (and nothing
    /// changed).
    pub(crate) async fn then<Fut>(
        self,
        act: impl FnOnce(web::Data<B>, User, F, P) -> Fut,
    ) -> HttpResponse
    where
        Fut: Future<Output = Result<String, DashError>>,
    {
        let Self { desk, form, path } = self;
        let done = act(desk.backend.clone(), desk.me.clone(), form, path).await;
        desk.redirect(done)
    }
}

impl<B, F, P> FromRequest for Posted<B, F, P>
where
    B: Backend,
    F: DeserializeOwned + 'static,
    P: DeserializeOwned + 'static,
{
    type Error = actix_web::Error;
    type Future = Extracting<Self>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let desk = Desk::<B>::from_request(req, payload);
        let form = web::Form::<WithCsrf<F>>::from_request(req, payload);
        let path = web::Path::<P>::from_request(req, payload);
        Box::pin(async move {
            let desk = desk.await?;
            let path = path.await?.into_inner();
            let WithCsrf { csrf, form } = form.await?.into_inner();
            check_csrf(&desk.nav, &csrf, desk.lang).map_err(answer_with)?;
            Ok(Self { desk, form, path })
        })
    }
}
