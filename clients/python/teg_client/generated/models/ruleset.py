from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.options import Options


T = TypeVar("T", bound="Ruleset")


@_attrs_define
class Ruleset:
    """A ruleset the service plays.

    Attributes:
        id (str): Slug used in `POST /v1/games` and `/v1/maps/{ruleset}`.
        name (str): Display name.
        min_players (int): Fewest players.
        max_players (int): Most players.
        options (Options): The options a game was created with: the Risk-like editions' house rules (R-OPT-1, R-OPT-2)
            and, in a TEG II game, `teg2`. A key that names none is refused.
        modules (list[str]): The modules this edition has: a table may turn on only these.
    """

    id: str
    name: str
    min_players: int
    max_players: int
    options: Options
    modules: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        min_players = self.min_players

        max_players = self.max_players

        options = self.options.to_dict()

        modules = self.modules

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "min_players": min_players,
                "max_players": max_players,
                "options": options,
                "modules": modules,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.options import Options  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        min_players = d.pop("min_players")

        max_players = d.pop("max_players")

        options = Options.from_dict(d.pop("options"))

        modules = cast(list[str], d.pop("modules"))

        ruleset = cls(
            id=id,
            name=name,
            min_players=min_players,
            max_players=max_players,
            options=options,
            modules=modules,
        )

        ruleset.additional_properties = d
        return ruleset

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
