//! The request budget of every client (`docs/api.md`, "Limits"): the
//! layer that charges each request before it runs.

/// The request-budget layer (`actix_web::middleware::from_fn`): charges
/// each request to its client's bucket (`client_key`), shared across
/// instances when Redis is linked, and answers `429 RATE_LIMITED` with
/// `Retry-After` when it is empty. Probes and metrics are never charged.
///
/// # Errors
/// What the inner service answers with an error.
pub async fn charge(
    req: actix_web::dev::ServiceRequest,
    next: actix_web::middleware::Next<impl actix_web::body::MessageBody + 'static>,
) -> Result<actix_web::dev::ServiceResponse<actix_web::body::BoxBody>, actix_web::Error> {
    use actix_web::HttpMessage as _;
    let state = req.app_data::<actix_web::web::Data<crate::state::AppState>>().cloned();
    let budgets = state.as_ref().and_then(|s| s.budgets.clone());
    if let (Some(state), Some(budgets)) = (state, budgets)
        && !crate::ratelimit::exempt(req.path())
    {
        let user = super::token_subject(&state, req.headers());
        let address = super::address_of(&state, &req.connection_info(), req.headers());
        let key = crate::ratelimit::client_key(user.as_deref(), address.as_deref());
        req.extensions_mut().insert(crate::ratelimit::ClientKey(key));
        if let Err(wait) = budgets.take(key, 1.0).await {
            // A refusal is an answer, not an error, so the outer layers
            // (security headers) see it like any other.
            return Ok(req.error_response(crate::error::ApiError::rate_limited(wait)));
        }
    }
    Ok(next.call(req).await?.map_into_boxed_body())
}
