"""Lower openapi/openapi.json to what openapi-python-client can generate.

The committed spec is OpenAPI 3.1 (JSON Schema 2020-12) and stays the
truth: the fixtures test validates against it unchanged. The generator
(openapi-python-client, pinned in requirements-dev.txt) has a few gaps, so
``generate.sh`` feeds it a copy rewritten by this script. Every rewrite
keeps the set of documents a schema accepts; each one applied is printed on
stderr so the generator's input stays explainable:

1. ``"items": false`` beside ``prefixItems`` (a fixed-length tuple) is
   dropped: the generator accepts no boolean schema. The tuple is then
   generated as a list of untyped values.
2. ``allOf`` whose ``$ref`` member names a union (``oneOf``/``anyOf``,
   possibly nested) is distributed over it: ``allOf[oneOf[A, B], X]``
   becomes ``oneOf[allOf[A, X], allOf[B, X]]``. The generator can take
   ``allOf`` of objects only ("Cannot take allOf a non-object").
3. An inline member of a component's ``oneOf``/``anyOf`` that is an
   ``allOf``, or an object holding an inline object of its own, is hoisted
   into a component of its own (``<Parent>_<tag>``), referenced from the
   union. The generator builds inline union members while it reads the
   components, before any model is processed, so it cannot resolve such
   an ``allOf`` ("Reference ... in allOf was not processed") and builds
   the nested object twice ("Attempted to generate duplicate models").
4. An inline object member of a component's ``oneOf`` told apart by one
   single-valued property (``type``, ``kind``, ``action``...) gets a
   ``title`` ``<Parent>_<value>``: titles do not change what validates,
   and the generated classes read ``RiskCommandAttack`` rather than
   ``RiskCommandType4``.

Usage: python prepare_spec.py IN.json OUT.json
"""

from __future__ import annotations

import copy
import json
import sys

REF_PREFIX = "#/components/schemas/"


def drop_false_items(node, path, log):
    if isinstance(node, dict):
        if node.get("items") is False and "prefixItems" in node:
            del node["items"]
            log.append(f"dropped `items: false` (tuple) at {path}/items")
        for key, value in node.items():
            drop_false_items(value, f"{path}/{key}", log)
    elif isinstance(node, list):
        for index, value in enumerate(node):
            drop_false_items(value, f"{path}/{index}", log)


def union_of(schema):
    for key in ("oneOf", "anyOf"):
        if key in schema:
            return key
    return None


def leaves(schemas, ref):
    """The non-union schemas a reference stands for, as $refs, in order."""
    target = schemas[ref[len(REF_PREFIX) :]]
    key = union_of(target)
    if key is None:
        return [ref]
    out = []
    for member in target[key]:
        if "$ref" not in member:
            raise SystemExit(f"prepare_spec: cannot distribute over inline member of {ref}")
        out.extend(leaves(schemas, member["$ref"]))
    return out


def distribute_allof(schemas, log):
    for name, schema in schemas.items():
        all_of = schema.get("allOf")
        if not all_of:
            continue
        union_refs = [m for m in all_of if "$ref" in m and union_of(schemas[m["$ref"][len(REF_PREFIX) :]])]
        if not union_refs:
            continue
        if len(union_refs) > 1:
            raise SystemExit(f"prepare_spec: {name} takes allOf of several unions")
        union_ref = union_refs[0]["$ref"]
        rest = [m for m in all_of if m is not union_refs[0]]
        members = []
        for leaf in leaves(schemas, union_ref):
            members.append({"allOf": [{"$ref": leaf}, *copy.deepcopy(rest)]})
        del schema["allOf"]
        schema["oneOf"] = members
        log.append(f"distributed allOf of {name} over the union {union_ref} ({len(members)} members)")


def single_values(schema):
    """The properties of an object schema that admit one value only."""
    out = {}
    for key, prop in schema.get("properties", {}).items():
        values = prop.get("enum") or ([prop["const"]] if "const" in prop else [])
        if len(values) == 1 and key in schema.get("required", []):
            out[key] = str(values[0])
    return out


def single_tag(schema):
    values = single_values(schema)
    return values.get("type") or (next(iter(values.values())) if len(values) == 1 else None)


def member_tag(member, index):
    parts = member.get("allOf", [member])
    for part in parts:
        tag = single_tag(part)
        if tag:
            return tag
    for part in parts:
        if "$ref" in part:
            return part["$ref"][len(REF_PREFIX) :]
    properties = member.get("properties", {})
    if len(properties) == 1:
        return next(iter(properties))
    return str(index)


def holds_inline_object(schema, top=True):
    """Whether an inline object model sits inside this schema (not behind a $ref)."""
    if not isinstance(schema, dict) or "$ref" in schema:
        return False
    if not top and "properties" in schema:
        return True
    children = list(schema.get("properties", {}).values())
    for key in ("items", "additionalProperties"):
        if isinstance(schema.get(key), dict):
            children.append(schema[key])
    for key in ("oneOf", "anyOf", "allOf", "prefixItems"):
        children.extend(schema.get(key, []))
    return any(holds_inline_object(child, top=False) for child in children)


def needs_hoisting(member):
    if "$ref" in member:
        return False
    return "allOf" in member or ("properties" in member and holds_inline_object(member))


def hoist_union_allof(schemas, log):
    for name in list(schemas):
        schema = schemas[name]
        key = union_of(schema)
        if key is None:
            continue
        for index, member in enumerate(schema[key]):
            if not needs_hoisting(member):
                continue
            new_name = f"{name}_{member_tag(member, index)}"
            if new_name in schemas:
                raise SystemExit(f"prepare_spec: {new_name} already exists")
            schemas[new_name] = member
            schema[key][index] = {"$ref": REF_PREFIX + new_name}
            log.append(f"hoisted inline member {index} of {name} into {new_name}")


def title_tagged_members(schemas, log):
    for name, schema in schemas.items():
        key = union_of(schema)
        if key is None:
            continue
        titles = []
        for member in schema[key]:
            tag = None
            if "$ref" not in member and "title" not in member and member.get("type") == "object":
                values = single_values(member)
                tag = values.get("type") or (next(iter(values.values())) if len(values) == 1 else None)
            titles.append(f"{name}_{tag}" if tag else None)
        named = [t for t in titles if t]
        if not named or len(set(named)) != len(named):
            continue
        for member, title in zip(schema[key], titles, strict=True):
            if title:
                member["title"] = title
        log.append(f"titled {len(named)} tagged members of {name}")


def main() -> int:
    source, target = sys.argv[1], sys.argv[2]
    with open(source, encoding="utf-8") as handle:
        spec = json.load(handle)
    log: list[str] = []
    drop_false_items(spec, "#", log)
    schemas = spec["components"]["schemas"]
    distribute_allof(schemas, log)
    hoist_union_allof(schemas, log)
    title_tagged_members(schemas, log)
    with open(target, "w", encoding="utf-8") as handle:
        json.dump(spec, handle, indent=2)
        handle.write("\n")
    for line in log:
        print(f"prepare_spec: {line}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
