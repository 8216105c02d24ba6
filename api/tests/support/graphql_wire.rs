//! Writes `api/src/graphql/wire.rs`, GraphQL's typed wire types, from the
//! OpenAPI document: one contract, two channels. Each schema REST
//! answers with becomes a GraphQL object with the same fields (camelCase),
//! each tagged `oneOf` a union with one object per kind (the tag kept as a
//! field), each `oneOf` of a string and one-key objects (a secret: `known`
//! or `redacted`) an object with `kind` and one nullable field per key, and
//! each tuple an object with `item0`, `item1`, ... . Strings, enums of
//! strings and slugs stay `String`. A value with no shape (a map) becomes
//! the `JSON` scalar, and the generated file names every such place.
//!
//! Inputs go the other way: a tagged `oneOf` becomes an `@oneOf` input
//! whose fields are its kinds, serialised back to REST's JSON.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

use serde_json::{Map, Value};

/// The REST schemas GraphQL answers with (and all they reach).
pub const OUTPUTS: [&str; 27] = [
    "GameResponse",
    "Versioned",
    "LegalActions",
    "PactList",
    "GameList",
    "GameSummary",
    "ReportDto",
    "MyGames",
    "NoticeList",
    "TicketDto",
    "Leaderboard",
    "MapResponse",
    "Teg2MapResponse",
    "InvitationDto",
    "InvitationList",
    "TournamentSummary",
    "TournamentDetail",
    "TournamentList",
    "BlockList",
    "BlockedUser",
    "Friend",
    "FriendList",
    "ChallengeSent",
    "TvGame",
    "TvList",
    "Whisper",
    "WhisperPage",
];

/// The REST schemas GraphQL takes as arguments.
pub const INPUTS: [&str; 4] = ["Teg2Command", "ClockDto", "BotSeat", "NewTicket"];

/// The generated module's text.
pub fn generate(spec: &Value) -> String {
    let schemas = spec["components"]["schemas"].as_object().expect("components.schemas");
    let outputs = outputs(schemas);
    let mut inputs = Gen::new(schemas, true);
    for root in INPUTS {
        inputs.named(root);
    }
    let mut text = String::from(
        "//! GraphQL's wire types: generated from `openapi/openapi.json` by\n\
         //! `api/tests/support/graphql_wire.rs` (`cargo xtask codegen`); do not edit.\n\
         //! REST and GraphQL answer with one contract: a REST schema is a\n\
         //! GraphQL type of the same name and fields (camelCase).\n//!\n\
         //! The `JSON` scalar is left only where a value has no fixed shape:\n",
    );
    for place in outputs.free.iter().chain(&inputs.free) {
        let _ = writeln!(text, "//! - `{place}`");
    }
    text.push_str(
        "\n#![allow(clippy::doc_markdown, clippy::large_enum_variant, clippy::enum_variant_names, reason = \"generated\")]\n\n\
         use serde::de::Error as _;\n",
    );
    for item in outputs.items.values().chain(inputs.items.values()) {
        text.push('\n');
        text.push_str(item);
    }
    text
}

fn outputs(schemas: &Map<String, Value>) -> Gen<'_> {
    let mut outputs = Gen::new(schemas, false);
    for root in OUTPUTS {
        outputs.named(root);
    }
    outputs
}

/// The shapes of GraphQL's output types, to write queries that select
/// everything and to read their answers back in REST's shape (for tests
/// that compare the two channels).
#[derive(Debug, Default)]
pub struct Shapes {
    shapes: BTreeMap<String, Shape>,
}

/// One output type's shape.
#[derive(Debug, Clone)]
enum Shape {
    /// Fields: GraphQL name, where REST keeps it, and the generated type
    /// it holds (if any).
    Object(Vec<(String, Key, Option<String>)>),
    /// A tuple: items in order, with their generated types.
    Tuple(Vec<Option<String>>),
    /// `kind`, and one field per keyed kind: GraphQL name, REST key, type.
    External(Vec<(String, String, Option<String>)>),
    /// Members (a flattened union stands for its own).
    Union(Vec<String>),
}

/// Where REST keeps a GraphQL field.
#[derive(Debug, Clone)]
enum Key {
    Named(String),
    /// A flattened union: its fields are the object's own.
    Flattened,
}

impl Shapes {
    /// The shapes the OpenAPI document `spec` gives GraphQL.
    pub fn of(spec: &Value) -> Self {
        let schemas = spec["components"]["schemas"].as_object().expect("components.schemas");
        Self { shapes: outputs(schemas).shapes }
    }

    /// A selection set of every field of `ty`, `__typename` in each object.
    pub fn select(&self, ty: &str) -> String {
        let field = |name: &str, t: &Option<String>| match t {
            Some(t) => format!("{name} {}", self.select(t)),
            None => name.to_owned(),
        };
        let inner: Vec<String> = match &self.shapes[ty] {
            Shape::Object(fields) => fields.iter().map(|(name, _, t)| field(name, t)).collect(),
            Shape::Tuple(items) => {
                items.iter().enumerate().map(|(i, t)| field(&format!("item{i}"), t)).collect()
            }
            Shape::External(fields) => std::iter::once("kind".to_owned())
                .chain(fields.iter().map(|(name, _, t)| field(name, t)))
                .collect(),
            Shape::Union(_) => {
                self.members(ty).iter().map(|m| format!("... on {m} {}", self.select(m))).collect()
            }
        };
        format!("{{ __typename {} }}", inner.join(" "))
    }

    fn members(&self, ty: &str) -> Vec<String> {
        match &self.shapes[ty] {
            Shape::Union(members) => members.iter().flat_map(|m| self.members(m)).collect(),
            _ => vec![ty.to_owned()],
        }
    }

    /// A GraphQL answer read back in REST's shape: each object selected
    /// with `__typename` of a generated type gets REST's keys, tuples become
    /// arrays, and a `kind` object its string or one-key object.
    pub fn rest(&self, value: &Value) -> Value {
        let Value::Object(map) = value else {
            return match value {
                Value::Array(items) => Value::Array(items.iter().map(|v| self.rest(v)).collect()),
                other => other.clone(),
            };
        };
        let get = |name: &str| self.rest(map.get(name).unwrap_or(&Value::Null));
        let typed = map.get("__typename").and_then(Value::as_str);
        match typed.and_then(|t| self.shapes.get(t)) {
            Some(Shape::Object(fields)) => {
                let mut out = Map::new();
                for (name, key, _) in fields.iter().filter(|(name, _, _)| map.contains_key(name)) {
                    match (key, get(name)) {
                        (Key::Named(k), v) => {
                            out.insert(k.clone(), v);
                        }
                        (Key::Flattened, Value::Object(inner)) => out.extend(inner),
                        (Key::Flattened, _) => {}
                    }
                }
                Value::Object(out)
            }
            Some(Shape::Tuple(items)) => {
                Value::Array((0..items.len()).map(|i| get(&format!("item{i}"))).collect())
            }
            Some(Shape::External(fields)) => {
                let kind = map.get("kind").and_then(Value::as_str).unwrap_or_default();
                match fields.iter().find(|(_, key, _)| key == kind) {
                    Some((name, key, _)) => {
                        Value::Object(Map::from_iter([(key.clone(), get(name))]))
                    }
                    None => Value::String(kind.to_owned()),
                }
            }
            Some(Shape::Union(_)) | None => Value::Object(
                map.iter()
                    .filter(|(k, _)| *k != "__typename")
                    .map(|(k, v)| (k.clone(), self.rest(v)))
                    .collect(),
            ),
        }
    }
}

/// The generated type inside `ty`'s `Option`s and `Vec`s, if it is one.
fn inner(ty: &str, made: &BTreeMap<String, Made>) -> Option<String> {
    let mut t = ty;
    while let Some(rest) = t.strip_prefix("Option<").or_else(|| t.strip_prefix("Vec<")) {
        t = rest.strip_suffix('>').unwrap_or(rest);
    }
    made.contains_key(t).then(|| t.to_owned())
}

/// What a named schema became.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Made {
    Object,
    Union,
}

struct Gen<'a> {
    schemas: &'a Map<String, Value>,
    input: bool,
    /// Generated items by type name.
    items: BTreeMap<String, String>,
    /// Types generated (or being generated), with what they are.
    made: BTreeMap<String, Made>,
    /// Where the `JSON` scalar stands.
    free: BTreeSet<String>,
    /// Output types' shapes.
    shapes: BTreeMap<String, Shape>,
}

impl<'a> Gen<'a> {
    fn new(schemas: &'a Map<String, Value>, input: bool) -> Self {
        Self {
            schemas,
            input,
            items: BTreeMap::new(),
            made: BTreeMap::new(),
            free: BTreeSet::new(),
            shapes: BTreeMap::new(),
        }
    }

    fn type_name(&self, base: &str) -> String {
        let name = pascal(base);
        if self.input { format!("{}Input", name.trim_end_matches("Dto")) } else { name }
    }

    /// The Rust type of the component `name`, generating it when it is an
    /// object or a union.
    fn named(&mut self, name: &str) -> String {
        let schema = self.schemas.get(name).unwrap_or_else(|| panic!("no schema {name}"));
        let shaped = schema.get("properties").is_some()
            || schema.get("oneOf").is_some()
            || schema.get("allOf").and_then(Value::as_array).is_some_and(|a| a.len() > 1);
        if !shaped {
            return self.ty(schema, &pascal(name), name);
        }
        let ty = self.type_name(name);
        if self.made.contains_key(&ty) {
            return ty;
        }
        self.ty(schema, &ty, name)
    }

    fn resolve(&self, schema: &'a Value) -> &'a Value {
        match schema.get("$ref").and_then(Value::as_str) {
            Some(r) => self.resolve(&self.schemas[r.rsplit('/').next().expect("a ref")]),
            None => schema,
        }
    }

    /// The Rust type of `schema`; an inline object or union is generated as
    /// `name` (`place` names it in messages).
    fn ty(&mut self, schema: &'a Value, name: &str, place: &str) -> String {
        if let Some(r) = schema.get("$ref").and_then(Value::as_str) {
            return self.named(r.rsplit('/').next().expect("a ref"));
        }
        if let Some(all) = schema.get("allOf").and_then(Value::as_array) {
            if let [one] = all.as_slice() {
                return self.ty(one, name, place);
            }
            return self.object(schema, name);
        }
        if let Some(one) = schema.get("oneOf").and_then(Value::as_array) {
            let (nulls, rest): (Vec<&Value>, Vec<&Value>) =
                one.iter().partition(|b| b.get("type").and_then(Value::as_str) == Some("null"));
            let inner = match rest.as_slice() {
                [only] if !nulls.is_empty() => self.ty(only, name, place),
                _ => self.union(&rest, name, place, schema),
            };
            return if nulls.is_empty() { inner } else { optional(inner) };
        }
        match schema.get("type") {
            Some(Value::Array(types)) => {
                let kind = types.iter().find(|t| *t != "null").expect("a type besides null");
                let inner = self.scalar_or(kind.as_str().unwrap_or_default(), schema, name, place);
                if types.iter().any(|t| t == "null") { optional(inner) } else { inner }
            }
            Some(Value::String(kind)) => self.scalar_or(kind, schema, name, place),
            _ => self.free(place),
        }
    }

    fn scalar_or(&mut self, kind: &str, schema: &'a Value, name: &str, place: &str) -> String {
        match kind {
            "string" => "String".to_owned(),
            "integer" => "i64".to_owned(),
            "number" => "f64".to_owned(),
            "boolean" => "bool".to_owned(),
            "array" => match schema.get("prefixItems").and_then(Value::as_array) {
                Some(items) => self.tuple(items, name),
                None => {
                    let item = self.ty(&schema["items"], &format!("{name}Item"), place);
                    format!("Vec<{item}>")
                }
            },
            "object" if schema.get("properties").is_some() => self.object(schema, name),
            _ => self.free(place),
        }
    }

    fn free(&mut self, place: &str) -> String {
        self.free.insert(place.to_owned());
        "async_graphql::Json<serde_json::Value>".to_owned()
    }

    /// The fields of an object schema, `allOf` parts merged; a part that is
    /// a union comes back as its own (flattened) field.
    fn fields(&self, schema: &'a Value, out: &mut Fields<'a>) {
        let schema = self.resolve(schema);
        if let Some(all) = schema.get("allOf").and_then(Value::as_array) {
            for part in all {
                let target = self.resolve(part);
                if target.get("oneOf").is_some() {
                    let name = part["$ref"].as_str().expect("a union part is a ref");
                    out.flattened.push(name.rsplit('/').next().expect("a ref"));
                } else {
                    self.fields(part, out);
                }
            }
            return;
        }
        let required: BTreeSet<&str> = schema
            .get("required")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .filter_map(Value::as_str)
            .collect();
        if let Some(props) = schema.get("properties").and_then(Value::as_object) {
            for (key, value) in props {
                if !out.list.iter().any(|(k, _, _)| k == key) {
                    out.list.push((key.clone(), value, required.contains(key.as_str())));
                }
            }
        }
    }

    fn object(&mut self, schema: &'a Value, name: &str) -> String {
        if self.made.contains_key(name) {
            return name.to_owned();
        }
        self.made.insert(name.to_owned(), Made::Object);
        let mut fields = Fields::default();
        self.fields(schema, &mut fields);
        let mut body = String::new();
        let mut shape = Vec::new();
        for (key, value, required) in &fields.list {
            let ty = self.ty(value, &format!("{name}{}", pascal(key)), &format!("{name}.{key}"));
            let ty = if *required { ty } else { optional(ty) };
            shape.push((camel(key), Key::Named(key.clone()), inner(&ty, &self.made)));
            let _ = writeln!(body, "{}", doc("    ", description(value)));
            // Only what the derives would not do by themselves: a key that is
            // no Rust name, a GraphQL name other than the camelCase of the
            // field's, an input's absent field left out of REST's JSON.
            let field = ident(key);
            let mut serde = Vec::new();
            if field != *key {
                serde.push(format!("rename = {key:?}"));
            }
            if self.input && ty.starts_with("Option<") && !required {
                serde.push("skip_serializing_if = \"Option::is_none\"".to_owned());
            }
            if !serde.is_empty() {
                let _ = writeln!(body, "    #[serde({})]", serde.join(", "));
            }
            if field != *key || key.chars().any(|c| c.is_ascii_digit()) {
                let _ = writeln!(body, "    #[graphql(name = {:?})]", camel(key));
            }
            let _ = writeln!(body, "    pub(crate) {field}: {ty},");
        }
        for union in &fields.flattened {
            let ty = self.named(union);
            let key = snake(union);
            shape.push((camel(&key), Key::Flattened, Some(ty.clone())));
            assert!(!self.input, "an input cannot flatten a union ({name})");
            let _ = writeln!(body, "    /// The {} part.", snake(union).replace('_', " "));
            let _ = writeln!(body, "    #[serde(flatten)]");
            let _ = writeln!(body, "    #[graphql(name = {:?})]", camel(&key));
            let _ = writeln!(body, "    pub(crate) {}: {ty},", ident(&key));
        }
        assert!(!body.is_empty(), "{name} would have no fields");
        self.shapes.insert(name.to_owned(), Shape::Object(shape));
        let derive = if self.input {
            "serde::Serialize, async_graphql::InputObject"
        } else {
            "serde::Deserialize, async_graphql::SimpleObject"
        };
        let item = format!(
            "{}\n#[derive(Debug, Clone, {derive})]\n#[graphql(name = {name:?})]\npub(crate) struct {name} {{\n{body}}}\n",
            doc("", description(schema)),
        );
        self.items.insert(name.to_owned(), item);
        name.to_owned()
    }

    fn tuple(&mut self, items: &'a [Value], name: &str) -> String {
        assert!(!self.input, "no tuple inputs ({name})");
        if self.made.contains_key(name) {
            return name.to_owned();
        }
        self.made.insert(name.to_owned(), Made::Object);
        let tys: Vec<String> = items
            .iter()
            .enumerate()
            .map(|(i, item)| self.ty(item, &format!("{name}{i}"), &format!("{name}.{i}")))
            .collect();
        let shape = tys.iter().map(|t| inner(t, &self.made)).collect();
        self.shapes.insert(name.to_owned(), Shape::Tuple(shape));
        let mut body = String::new();
        for (i, (ty, item)) in tys.iter().zip(items).enumerate() {
            let _ = writeln!(body, "{}", doc("    ", description(item)));
            let _ = writeln!(body, "    pub(crate) item{i}: {ty},");
        }
        let names: Vec<String> = (0..tys.len()).map(|i| format!("item{i}")).collect();
        let item = format!(
            "/// A tuple of REST (a JSON array): its items in order.\n\
             #[derive(Debug, Clone, async_graphql::SimpleObject)]\n\
             #[graphql(name = {name:?})]\npub(crate) struct {name} {{\n{body}}}\n\n\
             impl<'de> serde::Deserialize<'de> for {name} {{\n    \
             fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {{\n        \
             let ({names},): ({tys},) = serde::Deserialize::deserialize(d)?;\n        \
             Ok(Self {{ {names} }})\n    }}\n}}\n",
            names = names.join(", "),
            tys = tys.join(", "),
        );
        self.items.insert(name.to_owned(), item);
        name.to_owned()
    }

    fn union(&mut self, branches: &[&'a Value], name: &str, place: &str, all: &'a Value) -> String {
        if self.made.contains_key(name) {
            return name.to_owned();
        }
        if branches.iter().all(|b| b.get("$ref").is_some()) {
            return self.untagged(branches, name, all);
        }
        if let Some(tag) = tag_of(self, branches) {
            return self.tagged(branches, name, &tag, all);
        }
        let external = branches.iter().all(|b| {
            let b = self.resolve(b);
            b.get("enum").is_some()
                || b.get("properties").and_then(Value::as_object).is_some_and(|p| p.len() == 1)
        });
        if external && !self.input {
            return self.external(branches, name, all);
        }
        self.free(place)
    }

    fn untagged(&mut self, branches: &[&'a Value], name: &str, all: &'a Value) -> String {
        assert!(!self.input, "no untagged inputs ({name})");
        self.made.insert(name.to_owned(), Made::Union);
        let mut variants = String::new();
        let mut tries = String::new();
        let mut members = Vec::new();
        for (i, branch) in branches.iter().enumerate() {
            let target = branch["$ref"].as_str().expect("a ref").rsplit('/').next().expect("ref");
            let value = if i + 1 == branches.len() { "value" } else { "value.clone()" };
            let ty = self.named(target);
            members.push(ty.clone());
            let flatten = if self.made.get(&ty) == Some(&Made::Union) {
                "    #[graphql(flatten)]\n"
            } else {
                ""
            };
            let _ = writeln!(variants, "{}", doc("    ", description(branch)));
            let _ = writeln!(variants, "{flatten}    {ty}({ty}),");
            let _ = write!(
                tries,
                "        match serde_json::from_value({value}) {{\n            \
                 Ok(v) => return Ok(Self::{ty}(v)),\n            \
                 Err(e) => errors.push(format!(\"{ty}: {{e}}\")),\n        }}\n"
            );
        }
        let item = format!(
            "{}\n#[derive(Debug, Clone, async_graphql::Union)]\n#[graphql(name = {name:?})]\n\
             pub(crate) enum {name} {{\n{variants}}}\n\n\
             impl<'de> serde::Deserialize<'de> for {name} {{\n    \
             fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {{\n        \
             let value = <serde_json::Value as serde::Deserialize>::deserialize(d)?;\n        \
             let mut errors = Vec::new();\n{tries}        \
             Err(D::Error::custom(format!(\"no kind of {name} fits: {{}}\", errors.join(\"; \"))))\n    }}\n}}\n",
            doc("", description(all)),
        );
        self.shapes.insert(name.to_owned(), Shape::Union(members));
        self.items.insert(name.to_owned(), item);
        name.to_owned()
    }

    fn tagged(&mut self, branches: &[&'a Value], name: &str, tag: &str, all: &'a Value) -> String {
        self.made.insert(name.to_owned(), Made::Union);
        let mut variants = String::new();
        let mut arms = String::new();
        let mut members = Vec::new();
        for branch in branches {
            let value = tag_value(self, branch, tag).expect("a tag");
            let variant = pascal(&value);
            let ty = if self.input {
                let without = without_tag(self, branch, tag);
                let base = format!("{}{variant}", name.trim_end_matches("Input"));
                let ty = format!("{base}Input");
                self.object_input_leaked(without, &ty)
            } else {
                self.object(branch, &format!("{name}{variant}"))
            };
            members.push(ty.clone());
            let _ = writeln!(variants, "{}", doc("    ", description(branch)));
            let _ = writeln!(variants, "    {variant}({ty}),");
            if self.input {
                let _ = writeln!(
                    arms,
                    "            Self::{variant}(v) => ({value:?}, serde_json::to_value(v)),"
                );
            } else {
                let _ = writeln!(
                    arms,
                    "            Some({value:?}) => serde_json::from_value(value).map(Self::{variant}),"
                );
            }
        }
        if !self.input {
            self.shapes.insert(name.to_owned(), Shape::Union(members));
        }
        let description = doc("", description(all));
        let item = if self.input {
            format!(
                "{description}\n#[derive(Debug, Clone, async_graphql::OneofObject)]\n#[graphql(name = {name:?})]\n\
                 pub(crate) enum {name} {{\n{variants}}}\n\n\
                 impl {name} {{\n    \
                 /// As REST's JSON: the kind's fields and `{tag}`.\n    \
                 pub(crate) fn to_json(&self) -> serde_json::Result<serde_json::Value> {{\n        \
                 let (kind, value) = match self {{\n{arms}        }};\n        \
                 let mut value = value?;\n        \
                 if let Some(fields) = value.as_object_mut() {{\n            \
                 fields.insert({tag:?}.to_owned(), kind.into());\n        }}\n        \
                 Ok(value)\n    }}\n}}\n"
            )
        } else {
            format!(
                "{description}\n#[derive(Debug, Clone, async_graphql::Union)]\n#[graphql(name = {name:?})]\n\
                 pub(crate) enum {name} {{\n{variants}}}\n\n\
                 impl<'de> serde::Deserialize<'de> for {name} {{\n    \
                 fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {{\n        \
                 let value = <serde_json::Value as serde::Deserialize>::deserialize(d)?;\n        \
                 let kind = value.get({tag:?}).and_then(serde_json::Value::as_str).map(str::to_owned);\n        \
                 match kind.as_deref() {{\n{arms}            \
                 other => return Err(D::Error::custom(format!(\"unknown {name} {tag} {{other:?}}\"))),\n        }}\n        \
                 .map_err(D::Error::custom)\n    }}\n}}\n"
            )
        };
        self.items.insert(name.to_owned(), item);
        name.to_owned()
    }

    /// An input object from a branch whose tag was taken out (leaked: the
    /// generator runs once, and its schemas live as long as it does).
    fn object_input_leaked(&mut self, schema: Value, name: &str) -> String {
        let leaked: &'a Value = Box::leak(Box::new(schema));
        self.object(leaked, name)
    }

    fn external(&mut self, branches: &[&'a Value], name: &str, all: &'a Value) -> String {
        self.made.insert(name.to_owned(), Made::Object);
        let mut kinds = Vec::new();
        let mut body = String::from(
            "    /// Which kind this is: a plain value's name, or the key of the one\n    \
             /// field set below.\n    pub(crate) kind: String,\n",
        );
        let mut arms = String::new();
        let mut shape = Vec::new();
        for branch in branches {
            let branch = self.resolve(branch);
            if let Some(values) = branch.get("enum").and_then(Value::as_array) {
                kinds.extend(values.iter().filter_map(Value::as_str).map(str::to_owned));
                continue;
            }
            let props = branch["properties"].as_object().expect("one property");
            let (key, value) = props.iter().next().expect("one property");
            kinds.push(key.clone());
            let ty = self.ty(value, &format!("{name}{}", pascal(key)), &format!("{name}.{key}"));
            shape.push((camel(key), key.clone(), inner(&ty, &self.made)));
            let _ = writeln!(body, "{}", doc("    ", description(value).or(description(branch))));
            let _ = writeln!(body, "    #[graphql(name = {:?})]", camel(key));
            let _ = writeln!(body, "    pub(crate) {}: {},", ident(key), optional(ty));
            let _ = writeln!(
                arms,
                "                if let Some(v) = fields.get({key:?}) {{\n                    \
                 made.kind = {key:?}.to_owned();\n                    \
                 made.{} = serde_json::from_value(v.clone()).map_err(D::Error::custom)?;\n                }}",
                ident(key)
            );
        }
        self.shapes.insert(name.to_owned(), Shape::External(shape));
        let item = format!(
            "{}\n///\n/// `kind` is one of: {}.\n#[derive(Debug, Clone, Default, async_graphql::SimpleObject)]\n\
             #[graphql(name = {name:?})]\npub(crate) struct {name} {{\n{body}}}\n\n\
             impl<'de> serde::Deserialize<'de> for {name} {{\n    \
             fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {{\n        \
             let value = <serde_json::Value as serde::Deserialize>::deserialize(d)?;\n        \
             let mut made = Self::default();\n        \
             match &value {{\n            \
             serde_json::Value::String(kind) => made.kind.clone_from(kind),\n            \
             serde_json::Value::Object(fields) => {{\n{arms}\n            }}\n            \
             other => return Err(D::Error::custom(format!(\"not a {name}: {{other}}\"))),\n        }}\n        \
             Ok(made)\n    }}\n}}\n",
            doc("", description(all)),
            kinds.iter().map(|k| format!("`{k}`")).collect::<Vec<_>>().join(", "),
        );
        self.items.insert(name.to_owned(), item);
        name.to_owned()
    }
}

#[derive(Default)]
struct Fields<'a> {
    list: Vec<(String, &'a Value, bool)>,
    flattened: Vec<&'a str>,
}

/// The property every branch fixes to one string, if there is one.
fn tag_of(g: &Gen<'_>, branches: &[&Value]) -> Option<String> {
    let first = g.resolve(branches.first()?);
    let mut candidates: Vec<String> = Vec::new();
    let mut fields = Fields::default();
    g.fields(first, &mut fields);
    for (key, _, _) in &fields.list {
        candidates.push(key.clone());
    }
    candidates.into_iter().find(|key| branches.iter().all(|b| tag_value(g, b, key).is_some()))
}

/// The one value `branch` fixes `tag` to.
fn tag_value(g: &Gen<'_>, branch: &Value, tag: &str) -> Option<String> {
    let mut fields = Fields::default();
    g.fields(branch, &mut fields);
    let (_, schema, _) = fields.list.iter().find(|(k, _, _)| k == tag)?;
    match schema.get("enum").and_then(Value::as_array)?.as_slice() {
        [Value::String(one)] => Some(one.clone()),
        _ => None,
    }
}

/// `branch` as one object schema without `tag`.
fn without_tag(g: &Gen<'_>, branch: &Value, tag: &str) -> Value {
    let mut fields = Fields::default();
    g.fields(branch, &mut fields);
    let mut props = Map::new();
    let mut required = Vec::new();
    for (key, schema, req) in fields.list.into_iter().filter(|(k, _, _)| k != tag) {
        if req {
            required.push(Value::String(key.clone()));
        }
        props.insert(key, schema.clone());
    }
    let mut out = Map::new();
    out.insert("type".to_owned(), "object".into());
    out.insert("properties".to_owned(), Value::Object(props));
    out.insert("required".to_owned(), Value::Array(required));
    if let Some(d) = branch.get("description") {
        out.insert("description".to_owned(), d.clone());
    }
    Value::Object(out)
}

fn optional(ty: String) -> String {
    if ty.starts_with("Option<") { ty } else { format!("Option<{ty}>") }
}

/// A schema's description, or its first part's (utoipa puts a nullable
/// reference's on the reference).
fn description(schema: &Value) -> Option<&Value> {
    schema.get("description").or_else(|| {
        ["oneOf", "allOf"]
            .iter()
            .filter_map(|k| schema.get(*k).and_then(Value::as_array))
            .flatten()
            .find_map(|part| part.get("description"))
    })
}

fn doc(indent: &str, schema: Option<&Value>) -> String {
    let text = schema.and_then(Value::as_str).unwrap_or("").trim();
    if text.is_empty() {
        return format!("{indent}// (no description in the spec)");
    }
    format!("{indent}#[doc = {text:?}]")
}

fn words(s: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut current = String::new();
    let mut prev_lower = false;
    for c in s.chars() {
        if !c.is_ascii_alphanumeric() {
            if !current.is_empty() {
                out.push(std::mem::take(&mut current));
            }
            prev_lower = false;
            continue;
        }
        if c.is_ascii_uppercase() && prev_lower && !current.is_empty() {
            out.push(std::mem::take(&mut current));
        }
        prev_lower = c.is_ascii_lowercase() || c.is_ascii_digit();
        current.push(c);
    }
    if !current.is_empty() {
        out.push(current);
    }
    out
}

fn pascal(s: &str) -> String {
    words(s)
        .iter()
        .map(|w| {
            let mut cs = w.chars();
            cs.next().map_or_else(String::new, |f| f.to_ascii_uppercase().to_string() + cs.as_str())
        })
        .collect()
}

fn snake(s: &str) -> String {
    words(s).iter().map(|w| w.to_ascii_lowercase()).collect::<Vec<_>>().join("_")
}

fn camel(s: &str) -> String {
    let p = pascal(s);
    let mut cs = p.chars();
    cs.next().map_or_else(String::new, |f| f.to_ascii_lowercase().to_string() + cs.as_str())
}

fn ident(key: &str) -> String {
    let s = snake(key);
    const KEYWORDS: [&str; 12] =
        ["type", "match", "move", "ref", "in", "loop", "self", "use", "mod", "fn", "where", "box"];
    if KEYWORDS.contains(&s.as_str()) { format!("{s}_") } else { s }
}
