"""Every answer recorded in clients/fixtures/*.json must (a) validate against
the spec's schema for its operation and status (jsonschema, Draft 2020-12)
and (b) decode through the generated client's parser for that answer, to a
model that encodes back to the same JSON.

No fixture at all is a failure when TEG_FIXTURES_REQUIRED=1 (CI), a skip
otherwise."""

from __future__ import annotations

import json
import os
import re

import pytest
import spec_support as spec

FIXTURE_FILES = sorted(spec.FIXTURES_DIR.glob("*.json"))
REQUIRED = os.environ.get("TEG_FIXTURES_REQUIRED") == "1"
VIEWER = re.compile(r"^(spectator|seat \d+)$")


def _exchanges():
    for path in FIXTURE_FILES:
        document = json.loads(path.read_text(encoding="utf-8"))
        for index, exchange in enumerate(document.get("exchanges", [])):
            label = exchange.get("label", "") if isinstance(exchange, dict) else ""
            yield pytest.param(path.name, index, exchange, id=f"{path.stem}[{index}] {label}"[:80])


EXCHANGES = list(_exchanges())


def test_fixtures_exist():
    if not FIXTURE_FILES:
        message = f"no fixture in {spec.FIXTURES_DIR}"
        if REQUIRED:
            pytest.fail(message + " (TEG_FIXTURES_REQUIRED=1)")
        pytest.skip(message)
    assert EXCHANGES, "fixture files hold no exchange"


@pytest.mark.parametrize("path", FIXTURE_FILES, ids=lambda p: p.stem)
def test_fixture_file_shape(path):
    document = json.loads(path.read_text(encoding="utf-8"))
    assert isinstance(document.get("ruleset"), str) and document["ruleset"], "ruleset"
    assert isinstance(document.get("about"), str), "about"
    assert isinstance(document.get("exchanges"), list) and document["exchanges"], "exchanges"
    for index, exchange in enumerate(document["exchanges"]):
        where = f"exchanges[{index}]"
        assert set(exchange) >= {"label", "viewer", "operation", "status", "body"}, where
        assert VIEWER.match(exchange["viewer"]), f"{where}.viewer {exchange['viewer']!r}"
        assert exchange["operation"] in spec.operations(), f"{where}.operation {exchange['operation']!r}"
        assert isinstance(exchange["status"], int), f"{where}.status"
        if "version" in exchange:
            assert isinstance(exchange["version"], int), f"{where}.version"


@pytest.mark.parametrize(("file", "index", "exchange"), EXCHANGES)
def test_body_matches_spec_schema(file, index, exchange):
    errors = spec.validate_body(exchange["operation"], exchange["status"], exchange["body"])
    assert not errors, f"{file} {exchange['operation']} {exchange['status']}:\n" + "\n".join(errors[:20])


@pytest.mark.parametrize(("file", "index", "exchange"), EXCHANGES)
def test_body_decodes_with_generated_model(file, index, exchange):
    parsed = spec.decode(exchange["operation"], exchange["status"], exchange["body"])
    assert parsed is not None, (
        f"{exchange['operation']} {exchange['status']}: the generated client parsed nothing"
    )
    if exchange["body"] is None:
        return
    assert hasattr(parsed, "to_dict"), f"decoded to {type(parsed).__name__}, not a model"
    assert parsed.to_dict() == exchange["body"], (
        f"{file} {exchange['operation']}: {type(parsed).__name__}.from_dict does not keep the body"
    )
