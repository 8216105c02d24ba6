//! JSON request bodies as JSON Schema reads them: a number with no
//! fractional part is an integer (`1.0` is `1`), so a client (or a fuzzer)
//! that writes integers as floats is understood wherever the spec says
//! `integer`. Every JSON body goes through here: [`Body`] for required
//! ones, [`super::OptionalJson`] for optional ones (where `null` also means
//! "none"), and the tree the strict decoders read.

use std::future::Future;
use std::pin::Pin;

use actix_web::{FromRequest, HttpRequest, web};
use serde_json::{Number, Value};

/// A required JSON body, decoded into `T` after [`integral`].
#[derive(Debug)]
pub(crate) struct Body<T>(pub T);

impl<T> Body<T> {
    /// The decoded body.
    pub(crate) fn into_inner(self) -> T {
        self.0
    }
}

impl<T> std::ops::Deref for Body<T> {
    type Target = T;

    fn deref(&self) -> &T {
        &self.0
    }
}

impl<T: serde::de::DeserializeOwned + 'static> FromRequest for Body<T> {
    type Error = actix_web::Error;
    type Future = Pin<Box<dyn Future<Output = Result<Self, actix_web::Error>>>>;

    fn from_request(req: &HttpRequest, payload: &mut actix_web::dev::Payload) -> Self::Future {
        // The size limit, the content type and their problems are
        // `json_config`'s, as for any `web::Json`.
        let tree = web::Json::<Value>::from_request(req, payload);
        Box::pin(async move {
            let mut tree = tree.await?.into_inner();
            integral(&mut tree);
            T::deserialize(&tree)
                .map(Body)
                .map_err(|e| super::decoding_problem(&e.to_string()).into())
        })
    }
}

/// Rewrites every whole-valued float of `value` (`3.0`, `-0.0`, `1e2`) as
/// the integer it equals, when it fits one.
pub(crate) fn integral(value: &mut Value) {
    match value {
        Value::Number(n) => {
            if let Some(whole) = n.as_f64().filter(|_| n.is_f64()).and_then(whole_number) {
                *n = whole;
            }
        }
        Value::Array(items) => items.iter_mut().for_each(integral),
        Value::Object(fields) => fields.values_mut().for_each(integral),
        Value::Null | Value::Bool(_) | Value::String(_) => {}
    }
}

fn whole_number(f: f64) -> Option<Number> {
    // 2^63 and 2^64 are exact as f64; anything at or above them does not fit.
    const TWO_63: f64 = 9_223_372_036_854_775_808.0;
    const TWO_64: f64 = 18_446_744_073_709_551_616.0;
    if f.fract() != 0.0 || !f.is_finite() {
        return None;
    }
    #[expect(clippy::cast_possible_truncation, clippy::cast_sign_loss, reason = "range checked")]
    if (0.0..TWO_64).contains(&f) {
        return Some(Number::from(f as u64));
    }
    #[expect(clippy::cast_possible_truncation, reason = "range checked")]
    if (-TWO_63..0.0).contains(&f) {
        return Some(Number::from(f as i64));
    }
    None
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    #[test]
    fn whole_floats_become_integers_and_the_rest_stays_as_sent() {
        let mut body: serde_json::Value = serde_json::from_str(
            r#"{"a": 1.0, "b": [2.0, -3.0, 1e2], "c": 1.5, "d": 7, "e": "1.0", "f": 1e300}"#,
        )
        .expect("json");
        super::integral(&mut body);
        assert_eq!(body["a"], json!(1));
        assert_eq!(body["b"], json!([2, -3, 100]));
        assert_eq!(body["c"], json!(1.5));
        assert_eq!(body["d"], json!(7));
        assert_eq!(body["e"], json!("1.0"));
        assert!(body["f"].is_f64(), "too large for an integer: left as sent");
        let u: u64 = serde_json::from_value(body["a"].clone()).expect("an integer now");
        assert_eq!(u, 1);
    }
}
